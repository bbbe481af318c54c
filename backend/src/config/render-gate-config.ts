import * as path from 'node:path';
import type { EnvReader } from './env.reader';
import type { NodeEnv } from './config.constants';

/**
 * MOVIE_RENDER_GATE_DIR, for end-to-end tests only (ARCHITECTURE.md §15): a scene named by a file in this
 * folder waits before it renders until the file is gone, so a test decides when each scene of a batch
 * finishes instead of racing the renderer. Refused under NODE_ENV=production: a site never holds renders.
 */
export function readRenderGateDir(read: EnvReader, nodeEnv: NodeEnv, cwd: string): string | undefined {
  const value = read.raw('MOVIE_RENDER_GATE_DIR');
  if (value === undefined) return undefined;
  if (nodeEnv === 'production') {
    read.errors.push('MOVIE_RENDER_GATE_DIR holds scene renders for end-to-end tests; it cannot be set with NODE_ENV=production');
    return undefined;
  }
  return path.resolve(cwd, value);
}
