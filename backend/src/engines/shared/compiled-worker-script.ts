import * as path from 'node:path';

/**
 * A worker thread's compiled script `name` beside the caller (`here` = the caller's __filename): built code runs
 * its sibling; code run from sources (tests through Jest's SWC transform) runs the same file from `dist`, which integration
 * tests build first.
 */
export function compiledWorkerScript(here: string, name: string): string {
  const sibling = path.join(path.dirname(here), name);
  if (here.endsWith('.js')) return sibling;
  const marker = `${path.sep}src${path.sep}`;
  const at = here.lastIndexOf(marker);
  if (at < 0) return sibling;
  return path.join(here.slice(0, at), 'dist', path.dirname(here.slice(at + marker.length)), name);
}
