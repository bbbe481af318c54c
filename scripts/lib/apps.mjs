// The frontends of the workspace: folder, Module Federation name and local port.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ports = JSON.parse(readFileSync(join(ROOT, 'packages/build-config/ports.json'), 'utf8'));

export const SHELL = { folder: 'shell', name: 'shell', port: ports.shell };

export const REMOTES = [
  { folder: 'mfe-chat', name: 'chat', port: ports.chat },
  { folder: 'mfe-build-studio', name: 'build_studio', port: ports.build_studio },
  { folder: 'mfe-movie-studio', name: 'movie_studio', port: ports.movie_studio },
  { folder: 'mfe-music-studio', name: 'music_studio', port: ports.music_studio },
  { folder: 'mfe-marketing', name: 'marketing', port: ports.marketing },
  { folder: 'mfe-integrations', name: 'integrations', port: ports.integrations },
];

export const FRONTENDS = [SHELL, ...REMOTES];
export const BACKEND_PORT = ports.backend;

/** Folders whose changes make every frontend stale (shared singletons and build settings). */
export const SHARED_FRONTEND_SOURCES = ['packages/runtime/src', 'packages/ui/src', 'packages/build-config'];
