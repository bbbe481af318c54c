// Reads one HTTP/1.1 response to a Server-Sent Events request straight off a socket, for bench:chat's
// load client: it notes when the first content frame arrived and checks that the stream ended with
// [DONE]. Nothing of the body is copied; a read costs a search and the chunk sizes, so the instrument
// stamps each stream when its bytes arrive, not after the other streams' reads.
const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');
const CONTENT = Buffer.from('data: {');
const DONE = Buffer.from('data: [DONE]');
const EMPTY = Buffer.alloc(0);
/** How much of the body's end is searched for [DONE] (its frame and a little slack). */
const TAIL_BYTES = 32;

export class SseResponseReader {
  /** head → (size → data → data-end)* → trailer → done for chunked bodies; head → length → done otherwise. */
  #phase = 'head';
  /** Unparsed bytes kept for the next read: a head or a chunk-size line split across reads. */
  #pending = EMPTY;
  /** Bytes left in the current chunk's data, its closing CRLF, or a Content-Length body. */
  #remaining = 0;
  #status = 0;
  #firstContentAt = null;
  /** The end of the body so far while no content was seen, for a `data: {` split across two reads. */
  #carry = EMPTY;
  /** The fewest last body segments that hold TAIL_BYTES, by reference ([DONE] may straddle them). */
  #tail = [];
  #tailLength = 0;
  /** The start of a body that is not a stream (an error's text). */
  #errorText = '';
  #settled = false;

  constructor({ onEnd, onError }) {
    this.onEnd = onEnd;
    this.onError = onError;
  }

  /** One socket read, with the time it was taken off the socket. */
  read(chunk, at) {
    if (this.#settled) return;
    const buffer = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = EMPTY;
    let offset = 0;
    while (offset < buffer.length && this.#phase !== 'done' && !this.#settled) {
      if (this.#phase === 'head' || this.#phase === 'size' || this.#phase === 'trailer') {
        const delimiter = this.#phase === 'head' ? HEAD_END : CRLF;
        const end = buffer.indexOf(delimiter, offset);
        if (end < 0) {
          this.#pending = buffer.subarray(offset);
          return;
        }
        const text = buffer.toString('latin1', offset, end);
        offset = end + delimiter.length;
        if (this.#phase === 'head') this.#readHead(text);
        else if (this.#phase === 'size') this.#readChunkSize(text);
        else if (text === '') this.#phase = 'done'; // the empty line after the last chunk (trailers are skipped)
      } else {
        const take = Math.min(this.#remaining, buffer.length - offset);
        if (this.#phase !== 'data-end') this.#body(buffer.subarray(offset, offset + take), at);
        offset += take;
        this.#remaining -= take;
        if (this.#remaining > 0) continue;
        if (this.#phase === 'data') [this.#phase, this.#remaining] = ['data-end', CRLF.length];
        else if (this.#phase === 'data-end') this.#phase = 'size';
        else this.#phase = 'done';
      }
    }
    if (this.#phase !== 'done' || this.#settled) return;
    if (offset < buffer.length) this.fail(new Error('the server sent bytes after the end of the response'));
    else this.#finish();
  }

  /** The socket failed or closed: the response, if still unfinished, failed with it. */
  fail(error) {
    if (this.#settled) return;
    this.#settled = true;
    this.onError(error);
  }

  #readHead(head) {
    const [statusLine, ...lines] = head.split('\r\n');
    this.#status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) {
      this.#phase = 'size';
    } else if (headers.has('content-length')) {
      this.#phase = 'length';
      this.#remaining = Number(headers.get('content-length'));
      if (this.#remaining === 0) this.#phase = 'done';
    } else {
      this.fail(new Error(`an answer without a length or chunks: ${statusLine}`));
    }
  }

  #readChunkSize(line) {
    const size = Number.parseInt(line, 16); // a chunk extension after ';' is ignored
    if (!Number.isInteger(size) || size < 0) return this.fail(new Error(`a malformed chunk size: ${JSON.stringify(line)}`));
    if (size === 0) this.#phase = 'trailer';
    else [this.#phase, this.#remaining] = ['data', size];
  }

  #body(segment, at) {
    if (this.#status !== 200 && this.#errorText.length < 200) this.#errorText += segment.toString('utf8');
    this.#tail.push(segment);
    this.#tailLength += segment.length;
    while (this.#tailLength - this.#tail[0].length >= TAIL_BYTES) this.#tailLength -= this.#tail.shift().length;
    if (this.#firstContentAt !== null) return;
    const scanned = this.#carry.length > 0 ? Buffer.concat([this.#carry, segment]) : segment;
    if (scanned.includes(CONTENT)) this.#firstContentAt = at;
    else this.#carry = scanned.subarray(Math.max(0, scanned.length - (CONTENT.length - 1)));
  }

  /** The response ended: it counts only as a whole stream that ended with [DONE]. */
  #finish() {
    const tail = Buffer.concat(this.#tail).subarray(-TAIL_BYTES);
    if (this.#status !== 200 || !tail.includes(DONE) || this.#firstContentAt === null) {
      return this.fail(new Error(`stream failed: ${this.#status} ${this.#errorText.slice(0, 200)}`));
    }
    this.#settled = true;
    this.onEnd({ firstContentAt: this.#firstContentAt });
  }
}
