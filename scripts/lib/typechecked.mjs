// Workspaces checked by `tsc --noEmit` in `npm run typecheck` and `npm test`: every package with a
// tsconfig, every frontend of the app manifest, the backend and the e2e suite.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_FOLDER, FRONTENDS, ROOT } from './apps.mjs';

const packages = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'packages', entry.name, 'tsconfig.json')))
  .map((entry) => `packages/${entry.name}`)
  .sort();

export const TYPECHECKED = [...packages, ...FRONTENDS.map((app) => app.folder), BACKEND_FOLDER, 'e2e'];
