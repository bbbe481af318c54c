import type { CodeEvent } from './code-engine';
import { JsonStreamError, JsonStreamReader } from './json-stream-reader';
import { OperationsParser } from './operations-parser';

const ANSWER = {
  reply: 'Made the header blue — only styles.css changed. "Quotes", \\ and ünïcödé 🎨 survive.',
  operations: [
    { op: 'write', path: 'index.html', content: '<!doctype html>\n<h1 class="t">Hi\t👋</h1>\n', to: '' },
    { op: 'patch', path: 'styles.css', content: '--- a/styles.css\n+++ b/styles.css\n@@ -1 +1 @@\n-a\n+b\n', to: '' },
    { op: 'rename', path: 'old.js', content: '', to: 'js/new.js' },
    { op: 'delete', path: 'unused.txt', content: '', to: '' },
  ],
};

/** Feeds `text` cut into pieces of `size` characters (by UTF-16 unit, so pairs and escapes split too). */
function parseInPieces(text: string, size: number): CodeEvent[] {
  const parser = new OperationsParser();
  const events: CodeEvent[] = [];
  for (let at = 0; at < text.length; at += size) events.push(...parser.push(text.slice(at, at + size)));
  events.push(...parser.end());
  return events;
}

/** Adjacent chunks of one kind joined, so results do not depend on where the text was cut. */
function joined(events: CodeEvent[]): CodeEvent[] {
  const out: CodeEvent[] = [];
  for (const event of events) {
    const last = out[out.length - 1];
    if (event.type === 'reply' && last?.type === 'reply') last.text += event.text;
    else if (event.type === 'write-chunk' && last?.type === 'write-chunk' && last.path === event.path) last.text += event.text;
    else out.push({ ...event });
  }
  return out;
}

describe(OperationsParser.name, () => {
  const expected: CodeEvent[] = [
    { type: 'reply', text: ANSWER.reply },
    { type: 'write-start', path: 'index.html' },
    { type: 'write-chunk', path: 'index.html', text: ANSWER.operations[0].content },
    { type: 'operation', operation: { op: 'write', path: 'index.html', content: ANSWER.operations[0].content } },
    { type: 'operation', operation: { op: 'patch', path: 'styles.css', diff: ANSWER.operations[1].content } },
    { type: 'operation', operation: { op: 'rename', from: 'old.js', to: 'js/new.js' } },
    { type: 'operation', operation: { op: 'delete', path: 'unused.txt' } },
  ];

  it('reads a whole answer into reply, streamed write and operations', () => {
    expect(joined(parseInPieces(JSON.stringify(ANSWER), 1_000_000))).toEqual(expected);
  });

  it.each([1, 2, 3, 5, 7, 13])('gives the same events whatever the piece size (%i)', (size) => {
    // \\u escapes make every non-ASCII character an escape sequence that pieces can cut through.
    const escaped = JSON.stringify(ANSWER).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(joined(parseInPieces(escaped, size))).toEqual(expected);
    expect(joined(parseInPieces(JSON.stringify(ANSWER, null, 2), size))).toEqual(expected);
  });

  it('streams a write while it arrives, before its object closes', () => {
    const parser = new OperationsParser();
    const early = parser.push('{"reply":"ok","operations":[{"op":"write","path":"a.js","content":"const a');
    expect(early).toEqual([
      { type: 'reply', text: 'ok' },
      { type: 'write-start', path: 'a.js' },
      { type: 'write-chunk', path: 'a.js', text: 'const a' },
    ]);
    expect(parser.push(' = 1;","to":""}]}')).toEqual([
      { type: 'write-chunk', path: 'a.js', text: ' = 1;' },
      { type: 'operation', operation: { op: 'write', path: 'a.js', content: 'const a = 1;' } },
    ]);
  });

  it('still builds a write whose content came before its path, once the object closes', () => {
    const events = parseInPieces('{"operations":[{"content":"x","op":"write","to":"","path":"late.txt"}],"reply":"r"}', 4);
    expect(joined(events)).toEqual([
      { type: 'operation', operation: { op: 'write', path: 'late.txt', content: 'x' } },
      { type: 'reply', text: 'r' },
    ]);
  });

  it('ignores a preface and a code fence around the JSON', () => {
    const events = parseInPieces('Sure!\n```json\n{"reply":"hi","operations":[]}\n```\n', 3);
    expect(joined(events)).toEqual([{ type: 'reply', text: 'hi' }]);
  });

  it('skips an operation it does not understand and says so', () => {
    const events = parseInPieces('{"reply":"x","operations":[{"op":"chmod","path":"a","content":"","to":""},{"op":"patch","path":"a","content":"","to":""}]}', 50);
    expect(joined(events)).toEqual([{ type: 'reply', text: 'x\n\n(2 operation(s) the studio does not understand were skipped.)' }]);
  });

  it('fails when the answer ends before its JSON does', () => {
    const parser = new OperationsParser();
    parser.push('{"reply":"cut');
    expect(() => parser.end()).toThrow(JsonStreamError);
    expect(() => new OperationsParser().end()).toThrow('The answer held no JSON object.');
  });
});

describe(JsonStreamReader.name, () => {
  it('reads numbers, booleans, null and nested containers with their paths', () => {
    const reader = new JsonStreamReader();
    const events = reader.push('{"a":[1,-2.5e3,true,false,null],"b":{"c":"d"}}');
    expect(events.filter((e) => e.kind === 'primitive')).toEqual([
      { kind: 'primitive', path: ['a', 0], value: 1 },
      { kind: 'primitive', path: ['a', 1], value: -2500 },
      { kind: 'primitive', path: ['a', 2], value: true },
      { kind: 'primitive', path: ['a', 3], value: false },
      { kind: 'primitive', path: ['a', 4], value: null },
    ]);
    expect(events).toContainEqual({ kind: 'string-end', path: ['b', 'c'], value: 'd' });
    expect(reader.done).toBe(true);
  });

  it('refuses malformed JSON with a readable error', () => {
    expect(() => new JsonStreamReader().push('{"a" 1}')).toThrow('Expected ":", found "1".');
    expect(() => new JsonStreamReader().push('{"a":"\\x"}')).toThrow('Unknown escape \\x.');
    expect(() => new JsonStreamReader().push('{"a":01x}')).toThrow(JsonStreamError);
  });
});
