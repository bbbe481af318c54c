/** One dispatched Server-Sent Event; `id` is the last event id seen on the stream (it persists, per the SSE spec). */
export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

type ByteStream = ReadableStream<Uint8Array>;

/** Parses SSE field lines into events (WHATWG "interpret an event stream"), fed one line at a time. */
class SseParser {
  private eventType = '';
  private dataLines: string[] = [];
  private lastId: string | null = null;

  /** Returns an event when the line is the blank line that ends one. */
  line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.dataLines.push(value);
    else if (field === 'event') this.eventType = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    return null;
  }

  private dispatch(): SseEvent | null {
    const hasData = this.dataLines.length > 0;
    const event: SseEvent = { event: this.eventType || 'message', data: this.dataLines.join('\n'), id: this.lastId };
    this.eventType = '';
    this.dataLines = [];
    return hasData ? event : null;
  }
}

/**
 * Reads a fetch Response body (or any byte stream) as Server-Sent Events. Lines may be split across
 * chunks and end in LF, CRLF or CR; comments (`: ping`) are skipped; an unterminated final event is
 * dropped as the spec says. Ends quietly when `signal` aborts.
 */
export async function* readSse(source: Response | ByteStream, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const stream = 'getReader' in source ? source : source.body;
  if (!stream || signal?.aborted) return;
  const reader = stream.getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort);

  const decoder = new TextDecoder();
  const parser = new SseParser();
  let buffer = '';
  let first = true;
  let ended = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) return;
        throw error;
      }
      if (signal?.aborted) return;
      if (chunk.done) {
        ended = true;
        // A trailing CR held back for a possible LF still ends its line.
        if (buffer.endsWith('\r')) {
          const event = parser.line(buffer.slice(0, -1));
          if (event) yield event;
        }
        return;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      if (first && buffer.length > 0) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        first = false;
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        // A CR at the end of the chunk may be the first half of a CRLF: wait for the next chunk.
        if (ch === '\r' && i === buffer.length - 1) break;
        const event = parser.line(buffer.slice(start, i));
        if (ch === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
        if (event) {
          yield event;
          if (signal?.aborted) return;
        }
      }
      buffer = buffer.slice(start);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Leaving early (abort, a consumer's break or throw) cancels the body so the connection closes.
    if (!ended) onAbort();
  }
}
