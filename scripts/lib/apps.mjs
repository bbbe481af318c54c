// The apps of the workspace, from the one manifest: packages/build-config/apps.json.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppManifest } from '../../packages/build-config/app-manifest.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MANIFEST = readAppManifest();

/** The Module Federation host: `{ folder, name, kind, port, screens }`. */
export const SHELL = MANIFEST.host;
export const REMOTES = MANIFEST.remotes;
/** The host first, then the remotes in manifest order. */
export const FRONTENDS = [SHELL, ...REMOTES];
export const BACKEND_FOLDER = MANIFEST.backend.folder;
export const BACKEND_PORT = MANIFEST.backend.port;

/** Folders whose changes make every frontend stale (shared singletons and build settings, the manifest included). */
export const SHARED_FRONTEND_SOURCES = ['packages/runtime/src', 'packages/ui/src', 'packages/build-config'];
