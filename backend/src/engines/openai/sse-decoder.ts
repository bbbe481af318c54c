/**
 * Turns Server-Sent Events text into the `data` of each event, however the network split it:
 * a chunk may end mid-line, mid-field or between `\r` and `\n`.
 */
export class SseDecoder {
  private buffer = '';
  private data: string[] = [];

  /** Feeds decoded text; returns the data of every event this text completed. */
  push(text: string): string[] {
    this.buffer += text;
    const events: string[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      // A lone `\r` at the very end may be the first half of `\r\n`; wait for the next chunk.
      if (this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + (this.buffer.startsWith('\r\n', newline) ? 2 : 1));
      this.readLine(line, events);
    }
    return events;
  }

  /** The stream ended: an unterminated last event still counts (some servers omit the final blank line). */
  end(): string[] {
    const events: string[] = [];
    if (this.buffer) this.readLine(this.buffer.replace(/\r$/, ''), events);
    this.buffer = '';
    this.readLine('', events);
    return events;
  }

  private readLine(line: string, events: string[]): void {
    if (line === '') {
      if (this.data.length > 0) events.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return; // comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    this.data.push(value.startsWith(' ') ? value.slice(1) : value);
  }
}
