import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';

export const BACKEND_DIR = path.resolve(__dirname, '..', '..');
// tsc rewrites every output on each build, so the entry's mtime is the time of the last build.
const BUILT_ENTRY = path.join(BACKEND_DIR, 'dist', 'main.js');

function newestSourceTime(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestSourceTime(full));
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return newest;
    return Math.max(newest, statSync(full).mtimeMs);
  }, 0);
}

/** Tests spawn `node dist/main.js`; rebuild it whenever a source or build setting is newer than the last build. */
export function ensureBuilt(): void {
  const inputs = ['tsconfig.json', 'tsconfig.build.json', 'package.json'].map(
    (file) => statSync(path.join(BACKEND_DIR, file)).mtimeMs,
  );
  const newest = Math.max(newestSourceTime(path.join(BACKEND_DIR, 'src')), ...inputs);
  if (existsSync(BUILT_ENTRY) && statSync(BUILT_ENTRY).mtimeMs >= newest) return;
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: BACKEND_DIR,
    stdio: 'inherit',
  });
}
