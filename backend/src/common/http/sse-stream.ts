/** Headers of every event stream; proxies (nginx: X-Accel-Buffering) must pass each frame on at once. */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

/** A named event with an id a reconnecting client sends back as Last-Event-ID. */
export function eventFrame(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Chat: one `data:` frame per piece, in the spec's shape; the ids let a client tell frames apart. */
export function contentFrame(id: number, piece: string): string {
  return `id: ${id}\ndata: ${JSON.stringify({ content: piece })}\n\n`;
}

export const DONE_FRAME = 'data: [DONE]\n\n';
export const HEARTBEAT_FRAME = ': ping\n\n';

export function errorFrame(message: string): string {
  return `event: error\ndata: ${JSON.stringify({ message })}\n\n`;
}

/** What an SSE answer uses of Express's response: an Express response is one, and so is a test's recording double. */
export interface SseResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  flushHeaders(): void;
  readonly socket: { setNoDelay(noDelay?: boolean): unknown } | null;
  readonly writableEnded: boolean;
  readonly destroyed: boolean;
  write(frame: string): boolean;
  end(frame?: string): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}

/** An open Server-Sent Events answer: frames go out unbuffered, with a heartbeat whenever it is quiet. */
export class SseStream {
  private nextId = 1;
  private readonly heartbeat: NodeJS.Timeout;

  private constructor(private readonly response: SseResponse, heartbeatMs: number) {
    this.heartbeat = setInterval(() => this.write(HEARTBEAT_FRAME), heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * `flush` sends the headers at once (nothing to say yet); without it they leave with the first frame,
   * in the same packet, so the first content reaches the client one write sooner.
   */
  static open(response: SseResponse, heartbeatMs: number, flush = true): SseStream {
    response.status(200);
    // setHeader, not Express's set(): that would append `; charset=utf-8` to the event-stream type.
    for (const [name, value] of Object.entries(SSE_HEADERS)) response.setHeader(name, value);
    response.socket?.setNoDelay(true);
    if (flush) response.flushHeaders();
    return new SseStream(response, heartbeatMs);
  }

  /** Resolves once the frame is handed to the socket (waits out back-pressure). */
  async piece(content: string): Promise<void> {
    if (!this.write(contentFrame(this.nextId++, content))) await this.drained();
  }

  /** Any frame (see eventFrame); resolves once it is handed to the socket. */
  async send(frame: string): Promise<void> {
    if (!this.write(frame)) await this.drained();
  }

  done(): void {
    this.end(DONE_FRAME);
  }

  /** Ends the stream after a last frame (or none). */
  close(frame = ''): void {
    this.end(frame);
  }

  fail(message: string): void {
    this.end(errorFrame(message));
  }

  /** The client left; no more frames. */
  stop(): void {
    clearInterval(this.heartbeat);
  }

  private end(frame: string): void {
    clearInterval(this.heartbeat);
    if (!this.response.writableEnded) this.response.end(frame || undefined);
  }

  private write(frame: string): boolean {
    if (this.response.writableEnded || this.response.destroyed) return true;
    // Any frame counts as a sign of life; the next ping is due a full interval later.
    this.heartbeat.refresh();
    return this.response.write(frame);
  }

  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.response.off('drain', done);
        this.response.off('close', done);
        resolve();
      };
      this.response.once('drain', done);
      this.response.once('close', done);
    });
  }
}
