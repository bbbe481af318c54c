/**
 * Turns an engine's 0..1 progress reports into at most one row update per `intervalMs` (the latest
 * value wins). 100 is left for completion, so a job never shows 100 % while it is still saving.
 */
export class ProgressWriter {
  private written = 0;
  private pending: number | null = null;
  private lastWriteAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (percent: number) => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  report(fraction: number): void {
    if (!Number.isFinite(fraction)) return;
    const percent = Math.min(99, Math.max(0, Math.floor(fraction * 100)));
    if (percent <= this.written || percent === this.pending) return;
    this.pending = percent;
    const wait = this.lastWriteAt + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  /** Stops the timer and waits for an update in flight, so nothing is written after the job ends. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const percent = this.pending;
    this.pending = null;
    if (percent === null || percent <= this.written) return;
    this.written = percent;
    this.lastWriteAt = this.now();
    this.writing = this.writing.then(() => this.write(percent)).catch(this.onError);
  }
}
