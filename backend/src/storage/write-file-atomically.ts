import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/** A hidden, unique name beside `target` for a file still being written. */
export function temporaryPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Written to a temporary file, flushed, then renamed: a reader never sees half a file. */
export async function writeFileAtomically(target: string, bytes: Buffer): Promise<void> {
  const temporary = temporaryPathFor(target);
  try {
    const handle = await fs.open(temporary, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
