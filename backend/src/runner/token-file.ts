import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Env } from '../config/env.reader';

/**
 * With RUNNER_TOKEN_FILE naming a file that does not exist yet, the runner makes the token itself
 * (256 random bits) and writes it there for the backend to read: in compose both mount one small
 * volume, so the token is never typed, never in an environment, and new for each fresh deployment.
 */
export function ensureTokenFile(env: Env): void {
  const file = env.RUNNER_TOKEN_FILE?.trim();
  if (!file || env.RUNNER_TOKEN?.trim()) return;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // Readable by the backend's own user in the other container; nothing else mounts the volume.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
