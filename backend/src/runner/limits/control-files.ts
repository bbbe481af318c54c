import { existsSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/** Small helpers over cgroup control files: each write is one value, each read one short file. */
export const control = {
  write(dir: string, file: string, value: string | number): void {
    writeFileSync(path.join(dir, file), String(value));
  },
  writeIfPresent(dir: string, file: string, value: string | number): void {
    if (existsSync(path.join(dir, file))) writeFileSync(path.join(dir, file), String(value));
  },
  read(dir: string, file: string): string {
    return readFileSync(path.join(dir, file), 'utf8').trim();
  },
  number(dir: string, file: string): number {
    try {
      return Number(readFileSync(path.join(dir, file), 'utf8').trim()) || 0;
    } catch {
      return 0;
    }
  },
  pids(dir: string): number[] {
    try {
      return readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  },
};

/** One `name value` line of a flat-keyed control file (cpu.stat, memory.events, memory.oom_control); 0 when absent. */
export function counter(dir: string, file: string, name: string): number {
  try {
    return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGKILLs what is in a group until it is empty: a process forking while we kill is caught on the next
 * round (the caller froze the group first where it can). Bounded, so a stuck kernel never hangs a stop.
 */
export async function killUntilEmpty(dir: string): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    const pids = control.pids(dir);
    if (pids.length === 0) return;
    signalAll(pids);
    await pause(round < 10 ? 5 : 25);
  }
}

export function signalAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** rmdir of a group fails while the kernel still tears its last process down: retry briefly. */
export async function removeGroupDir(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY') throw error;
      await pause(20);
    }
  }
}
