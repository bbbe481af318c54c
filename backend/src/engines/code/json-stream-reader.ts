/** Where a value sits in the document: keys of objects and indexes of arrays, from the root. */
export type JsonPath = ReadonlyArray<string | number>;

/**
 * What the reader reports as text arrives. String values come as chunks (so a long file can be shown
 * while it streams) and then `string-end` with the whole value; other values come whole.
 */
export type JsonStreamEvent =
  | { kind: 'string-chunk'; path: JsonPath; text: string }
  | { kind: 'string-end'; path: JsonPath; value: string }
  | { kind: 'primitive'; path: JsonPath; value: number | boolean | null }
  | { kind: 'container-start'; path: JsonPath; container: 'object' | 'array' }
  | { kind: 'container-end'; path: JsonPath; container: 'object' | 'array' };

type Frame =
  | { type: 'object'; key: string | null; expect: 'key' | 'colon' | 'value' | 'comma' }
  | { type: 'array'; index: number; expect: 'value' | 'comma' };

type Scalar = { kind: 'string'; isKey: boolean; value: string; pending: string; escape: string | null } | { kind: 'literal'; text: string };

export class JsonStreamError extends Error {}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * An incremental JSON reader: feed it text in pieces cut anywhere (mid-string, mid-escape, between a
 * surrogate pair) and it reports values as soon as they are known. Text before the first `{` or `[`
 * (a model's stray preface or a ``` fence) and after the root value closes is ignored.
 */
export class JsonStreamReader {
  private readonly stack: Frame[] = [];
  private scalar: Scalar | null = null;
  private started = false;
  private finished = false;
  private events: JsonStreamEvent[] = [];

  get done(): boolean {
    return this.finished;
  }

  push(text: string): JsonStreamEvent[] {
    this.events = [];
    for (const char of text) {
      if (this.finished) break;
      this.read(char);
    }
    // A string still open reports what arrived in this piece as one chunk.
    if (this.scalar?.kind === 'string' && !this.scalar.isKey && this.scalar.pending) {
      this.events.push({ kind: 'string-chunk', path: this.path(), text: this.scalar.pending });
      this.scalar.pending = '';
    }
    return this.events;
  }

  /** The input ended: a root value that never closed is an error. */
  end(): void {
    if (!this.started) throw new JsonStreamError('The answer held no JSON object.');
    if (!this.finished) throw new JsonStreamError('The answer ended before its JSON was complete.');
  }

  private read(char: string): void {
    if (this.scalar) return this.readScalar(char);
    if (!this.started) {
      if (char === '{' || char === '[') {
        this.started = true;
        this.open(char);
      }
      return;
    }
    if (WHITESPACE.has(char)) return;
    const frame = this.stack[this.stack.length - 1];
    if (frame.type === 'object') return this.readInObject(frame, char);
    return this.readInArray(frame, char);
  }

  private readInObject(frame: Extract<Frame, { type: 'object' }>, char: string): void {
    switch (frame.expect) {
      case 'key':
        if (char === '}' && frame.key === null) return this.close();
        if (char !== '"') throw new JsonStreamError(`Expected a key, found ${JSON.stringify(char)}.`);
        this.scalar = { kind: 'string', isKey: true, value: '', pending: '', escape: null };
        return;
      case 'colon':
        if (char !== ':') throw new JsonStreamError(`Expected ":", found ${JSON.stringify(char)}.`);
        frame.expect = 'value';
        return;
      case 'value':
        return this.startValue(char);
      case 'comma':
        if (char === '}') return this.close();
        if (char !== ',') throw new JsonStreamError(`Expected "," or "}", found ${JSON.stringify(char)}.`);
        frame.expect = 'key';
        return;
    }
  }

  private readInArray(frame: Extract<Frame, { type: 'array' }>, char: string): void {
    if (frame.expect === 'value') {
      if (char === ']' && frame.index === 0) return this.close();
      return this.startValue(char);
    }
    if (char === ']') return this.close();
    if (char !== ',') throw new JsonStreamError(`Expected "," or "]", found ${JSON.stringify(char)}.`);
    frame.index += 1;
    frame.expect = 'value';
  }

  private startValue(char: string): void {
    if (char === '{' || char === '[') return this.open(char);
    if (char === '"') {
      this.scalar = { kind: 'string', isKey: false, value: '', pending: '', escape: null };
      return;
    }
    if (/[-0-9tfn]/.test(char)) {
      this.scalar = { kind: 'literal', text: char };
      return;
    }
    throw new JsonStreamError(`Unexpected ${JSON.stringify(char)}.`);
  }

  private readScalar(char: string): void {
    const scalar = this.scalar!;
    if (scalar.kind === 'literal') {
      if (/[-+0-9.eEtruefalsn]/.test(char)) {
        scalar.text += char;
        return;
      }
      this.scalar = null;
      this.valueDone({ kind: 'primitive', path: this.path(), value: parseLiteral(scalar.text) });
      // The character that ended the literal belongs to the container.
      this.read(char);
      return;
    }
    if (scalar.escape !== null) return this.readEscape(scalar, char);
    if (char === '\\') {
      scalar.escape = '';
      return;
    }
    if (char === '"') {
      this.scalar = null;
      if (scalar.isKey) return this.keyDone(scalar.value);
      if (scalar.pending) this.events.push({ kind: 'string-chunk', path: this.path(), text: scalar.pending });
      this.valueDone({ kind: 'string-end', path: this.path(), value: scalar.value });
      return;
    }
    scalar.value += char;
    scalar.pending += char;
  }

  private readEscape(scalar: Extract<Scalar, { kind: 'string' }>, char: string): void {
    scalar.escape += char;
    const escape = scalar.escape!;
    let decoded: string | null = null;
    if (escape.length === 1 && escape !== 'u') {
      decoded = SIMPLE_ESCAPES[escape] ?? null;
      if (decoded === null) throw new JsonStreamError(`Unknown escape \\${escape}.`);
    } else if (escape.length === 5) {
      if (!/^u[0-9a-fA-F]{4}$/.test(escape)) throw new JsonStreamError('Malformed \\u escape.');
      decoded = String.fromCharCode(parseInt(escape.slice(1), 16));
    }
    if (decoded === null) return;
    scalar.escape = null;
    // Halves of a surrogate pair arrive as two escapes; joined in `value`, they form one character.
    scalar.value += decoded;
    scalar.pending += decoded;
  }

  private keyDone(key: string): void {
    const frame = this.stack[this.stack.length - 1] as Extract<Frame, { type: 'object' }>;
    frame.key = key;
    frame.expect = 'colon';
  }

  private open(char: '{' | '['): void {
    const container = char === '{' ? 'object' : 'array';
    this.events.push({ kind: 'container-start', path: this.path(), container });
    this.stack.push(container === 'object' ? { type: 'object', key: null, expect: 'key' } : { type: 'array', index: 0, expect: 'value' });
  }

  private close(): void {
    const frame = this.stack.pop()!;
    const event: JsonStreamEvent = { kind: 'container-end', path: this.path(), container: frame.type };
    if (this.stack.length === 0) {
      this.events.push(event);
      this.finished = true;
      return;
    }
    this.valueDone(event);
  }

  private valueDone(event: JsonStreamEvent): void {
    this.events.push(event);
    const frame = this.stack[this.stack.length - 1];
    if (frame) frame.expect = 'comma';
  }

  /** The path of the value being read: every enclosing container's key or index. */
  private path(): JsonPath {
    return this.stack.map((frame) => (frame.type === 'object' ? (frame.key ?? '') : frame.index));
  }
}

function parseLiteral(text: string): number | boolean | null {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (!/^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/.test(text)) throw new JsonStreamError(`Malformed value ${text}.`);
  return Number(text);
}
