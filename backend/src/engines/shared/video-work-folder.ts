import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const PREFIX = 'atelier-video-';
/** `atelier-video-<pid>-XXXXXX`: the pid tells a sweep whether the folder's owner is still running. */
const OWNED = /^atelier-video-(\d+)-[A-Za-z0-9]{6}$/;
/** Before folders carried a pid: `atelier-video-XXXXXX`. */
const LEGACY = /^atelier-video-[A-Za-z0-9]{6}$/;
/** A legacy folder this old cannot belong to a render in progress (the longest provider job times out at 10 min). */
const LEGACY_STALE_MS = 60 * 60 * 1000;

/** A fresh folder for one video render, named after this process. */
export function makeVideoWorkFolder(parent = tmpdir()): Promise<string> {
  return mkdtemp(path.join(parent, `${PREFIX}${process.pid}-`));
}

/** Removes the folder and whatever is left in it; safe to call more than once, never throws. */
export function disposerOf(folder: string): () => Promise<void> {
  return () => rm(folder, { recursive: true, force: true }).catch(() => undefined);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const startedAt = Date.now() - process.uptime() * 1000;

async function isStale(folder: string, name: string, alive: (pid: number) => boolean): Promise<boolean> {
  const owned = OWNED.exec(name);
  if (owned) {
    const pid = Number(owned[1]);
    if (pid !== process.pid) return !alive(pid);
    // Our own pid on a folder from before we started: a previous run with the same pid (pid 1 in a restarted container).
    return (await stat(folder)).mtimeMs < startedAt;
  }
  return LEGACY.test(name) && Date.now() - (await stat(folder)).mtimeMs > LEGACY_STALE_MS;
}

/**
 * Removes video work folders left in `parent` by processes that died mid-render (a live process's folders stay).
 * Returns the folders removed.
 */
export async function sweepStaleVideoWorkFolders(parent = tmpdir(), alive = isAlive): Promise<string[]> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(PREFIX)) continue;
    const folder = path.join(parent, entry.name);
    try {
      if (!(await isStale(folder, entry.name, alive))) continue;
      await rm(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch {
      // Gone already (another process swept it) or not ours to remove: leave it.
    }
  }
  return removed;
}
