import type { JobItem } from './job-items';

/** One progress report: 0–100, an optional stage label and, for a batch, its items (null: unchanged). */
export interface ProgressUpdate {
  percent: number;
  stage: string | null;
  items: readonly JobItem[] | null;
}

/**
 * Turns a job's progress reports into at most one row update per `intervalMs` (the latest report wins,
 * the first goes out at once). The percentage never goes backwards and stops at 99: 100 is left for
 * completion, so a job never shows 100 % while it is still saving. A new stage label is a change too.
 */
export class ProgressWriter {
  private written: ProgressUpdate = { percent: 0, stage: null, items: null };
  private pending: ProgressUpdate | null = null;
  private lastWriteAt = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly write: (update: ProgressUpdate) => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  report(percent: number, stage?: string): void {
    if (this.closed || !Number.isFinite(percent)) return;
    const base = this.pending ?? this.written;
    this.queue({
      percent: Math.max(base.percent, Math.min(99, Math.max(0, Math.floor(percent)))),
      stage: stage === undefined ? base.stage : stage.slice(0, 120),
      items: base.items,
    });
  }

  /**
   * A batch's items changed. `now`: an item started, completed or failed — written at once (in order with
   * the progress writes), and the returned promise waits for it; progress of an item waits its turn.
   */
  reportItems(items: readonly JobItem[], now: boolean): Promise<void> {
    if (this.closed) return Promise.resolve();
    const base = this.pending ?? this.written;
    if (items !== base.items) this.queue({ ...base, items });
    if (now) this.flush();
    return this.writing;
  }

  private queue(next: ProgressUpdate): void {
    const base = this.pending ?? this.written;
    if (next.percent === base.percent && next.stage === base.stage && next.items === base.items) return;
    this.pending = next;
    const wait = this.lastWriteAt + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  /** Stops the timer and waits for an update in flight, so nothing is written after the job ends. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const update = this.pending;
    this.pending = null;
    if (!update) return;
    this.written = update;
    this.lastWriteAt = this.now();
    this.writing = this.writing.then(() => this.write(update)).catch(this.onError);
  }
}
