import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** A fresh directory that the `postgres` user can enter (as root, embedded PostgreSQL runs as that user). */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `atelier-${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}
