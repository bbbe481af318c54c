// Workspaces type-checked (no output) in `npm run typecheck` and `npm test`: every package with a
// tsconfig, every frontend of the app manifest, the backend and the e2e suite.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_FOLDER, FRONTENDS, ROOT } from './apps.mjs';

const packages = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'packages', entry.name, 'tsconfig.json')))
  .map((entry) => `packages/${entry.name}`)
  .sort();

export const TYPECHECKED = [...packages, ...FRONTENDS.map((app) => app.folder), BACKEND_FOLDER, 'e2e'];

/**
 * The type checker: TypeScript 7's native compiler (`tsgo`, @typescript/native-preview), the same checks as
 * TypeScript 5.9's `tsc` ported to Go and run on several threads. On this 2-core machine the 13 workspaces took
 * 49–60 s cold with `tsc` (one per core), 10 s one after the other with `tsgo`. `tsc` 5.9 stays for everything
 * that needs TypeScript's JavaScript API, which TypeScript 7 has not (ts-jest, typescript-eslint, the backend's
 * build), and for each workspace's own `npm run typecheck`.
 */
export const TYPE_CHECKER = join(ROOT, 'node_modules', '@typescript', 'native-preview', 'bin', 'tsgo');

/**
 * The type checker's arguments for one workspace (run with `node`): a check without output, incremental, its
 * build info kept in the checkout's .cache/tsgo/ (git-ignored), so a second check re-examines only what changed
 * and what depends on it. The build info names files relative to itself, so it only helps the checkout that wrote it.
 */
export function typeCheckArgs(workspace) {
  const buildInfo = join(ROOT, '.cache', 'tsgo', `${workspace.replaceAll('/', '__')}.tsbuildinfo`);
  return [TYPE_CHECKER, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', join(workspace, 'tsconfig.json')];
}
