import type { AppGroup, AppUsage } from '../limits/app-group';
import { treeUsage } from '../limits/process-tree';

const MB = 1024 * 1024;
/** How often the whole tree's use is read: a runaway is stopped within this of crossing a limit. */
export const WATCH_INTERVAL_MS = 250;

export interface WatchLimits {
  cpuSeconds: number;
  memoryMb: number;
}

/**
 * Reads an app's use of its whole process tree (from its control group, or /proc when there is none)
 * and calls `breach` with the reason once it passes its CPU budget, or its memory where no group holds
 * it (a group's memory limit is the kernel's to enforce).
 */
export class AppWatchdog {
  private timer: NodeJS.Timeout | null = null;
  private last: AppUsage = { cpuMicros: 0, memoryBytes: 0, processes: 0, oomKills: 0 };
  peakMemoryBytes = 0;

  constructor(
    private readonly group: AppGroup | null,
    private readonly rootPid: number,
    private readonly limits: WatchLimits,
    private readonly breach: (reason: string) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.check(), WATCH_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The last reading, taken now if the app still runs. */
  usage(): AppUsage {
    if (this.timer) this.read();
    return this.last;
  }

  private read(): AppUsage {
    this.last = this.group ? this.group.usage() : treeUsage(this.rootPid);
    this.peakMemoryBytes = Math.max(this.peakMemoryBytes, this.last.memoryBytes);
    return this.last;
  }

  private check(): void {
    const usage = this.read();
    const { cpuSeconds, memoryMb } = this.limits;
    if (usage.cpuMicros > cpuSeconds * 1_000_000) {
      this.stop();
      this.breach(`Stopped: the app used its ${cpuSeconds} s of CPU time (a runaway loop?).`);
    } else if (!this.group && usage.memoryBytes > memoryMb * MB) {
      this.stop();
      this.breach(memoryReason(memoryMb));
    }
  }
}

export function memoryReason(memoryMb: number): string {
  return `Stopped: the app used more than its ${memoryMb} MB of memory.`;
}
