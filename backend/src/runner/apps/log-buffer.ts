export type LogStream = 'stdout' | 'stderr' | 'system';

export interface LogLine {
  seq: number;
  stream: LogStream;
  text: string;
  /** ISO time the runner saw it. */
  at: string;
}

const MAX_LINE = 2_000;

/**
 * The last lines an app printed (stdout, stderr, and the runner's own notes), numbered so a reader can
 * ask for what came after the last line it saw, and wait for more instead of polling.
 */
export class LogBuffer {
  private readonly lines: LogLine[] = [];
  private readonly partial: Record<'stdout' | 'stderr', string> = { stdout: '', stderr: '' };
  private nextSeq = 1;
  private waiters: Array<() => void> = [];
  private closed = false;

  constructor(private readonly capacity = 1_000) {}

  /** Raw output of the app: split into lines, a trailing partial line kept until its end arrives. */
  write(stream: 'stdout' | 'stderr', chunk: string): void {
    const text = this.partial[stream] + chunk;
    const parts = text.split(/\r?\n/);
    this.partial[stream] = parts.pop() ?? '';
    if (this.partial[stream].length > MAX_LINE) {
      parts.push(this.partial[stream]);
      this.partial[stream] = '';
    }
    for (const line of parts) this.push(stream, line);
  }

  note(text: string): void {
    this.push('system', text);
  }

  /** Lines after `after`, oldest first. */
  since(after: number): LogLine[] {
    return this.lines.filter((line) => line.seq > after);
  }

  get lastSeq(): number {
    return this.nextSeq - 1;
  }

  /** Resolves when a line after `after` exists, the buffer closes, or `ms` pass. */
  async waitFor(after: number, ms: number): Promise<void> {
    if (this.closed || this.lastSeq > after) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
    });
  }

  /** No more lines will come (the app stopped): flushes partial lines and wakes every reader. */
  close(): void {
    for (const stream of ['stdout', 'stderr'] as const) {
      if (this.partial[stream]) this.push(stream, this.partial[stream]);
      this.partial[stream] = '';
    }
    this.closed = true;
    this.wake();
  }

  private push(stream: LogStream, text: string): void {
    const clean = text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').slice(0, MAX_LINE);
    this.lines.push({ seq: this.nextSeq++, stream, text: clean, at: new Date().toISOString() });
    if (this.lines.length > this.capacity) this.lines.splice(0, this.lines.length - this.capacity);
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}
