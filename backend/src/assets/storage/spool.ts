import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';

/** Writes a stream to a fresh file in `dir` and answers its path; the caller removes it. */
export async function spoolToFile(stream: Readable, dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `atelier-spool-${randomBytes(8).toString('hex')}`);
  try {
    await fs.writeFile(file, stream, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return file;
}
