import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';

/** A hidden, unique name beside `target` for a file still being written. */
export function temporaryPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Written to a temporary file, flushed, then renamed: a reader never sees half a file. */
export function writeFileAtomically(target: string, bytes: Buffer): Promise<void> {
  return writeAtomically(target, (handle) => handle.writeFile(bytes));
}

/** Like writeFileAtomically, for bytes that arrive as a stream (never held in memory whole). */
export function writeStreamAtomically(target: string, stream: Readable): Promise<void> {
  return writeAtomically(target, (handle) => fs.writeFile(handle, stream));
}

async function writeAtomically(target: string, write: (handle: fs.FileHandle) => Promise<void>): Promise<void> {
  const temporary = temporaryPathFor(target);
  try {
    const handle = await fs.open(temporary, 'wx', 0o644);
    try {
      await write(handle);
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

/** Rename, or copy + unlink across file systems; the target name only ever holds a whole file. */
export async function moveFile(source: string, target: string): Promise<void> {
  try {
    await fs.rename(source, target);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  const temporary = temporaryPathFor(target);
  try {
    await fs.copyFile(source, temporary);
    await fs.rename(temporary, target);
  } catch (copyError) {
    await fs.rm(temporary, { force: true });
    throw copyError;
  }
  await fs.rm(source, { force: true });
}
