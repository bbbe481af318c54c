// bench:chat's load client reads HTTP/1.1 off the socket itself: every split of a response across reads
// must give the same answer, and a failed stream must never pass as a sample.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SseResponseReader } from '../../backend/scripts/lib/sse-response-reader.mjs';

const chunk = (text) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
const HEAD = 'HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n';
const STREAM = Buffer.from(
  HEAD +
    chunk(': open\n\n') +
    chunk('data: {"delta":"Light"}\n\n') +
    chunk('data: {"delta":"houses "}\n\ndata: {"delta":"turn."}\n\n') +
    chunk('data: [DONE]\n\n') +
    '0\r\n\r\n',
);

/** Feeds `bytes` in the given pieces, read i stamped with time i; returns what the reader reported. */
function feed(bytes, cuts) {
  const outcome = {};
  const reader = new SseResponseReader({ onEnd: (end) => (outcome.end = end), onError: (error) => (outcome.error = error) });
  const edges = [0, ...cuts, bytes.length];
  for (let i = 0; i + 1 < edges.length; i++) reader.read(bytes.subarray(edges[i], edges[i + 1]), BigInt(i));
  return { outcome, reader };
}

test('a whole stream in one read ends with the first content stamped at that read', () => {
  const { outcome } = feed(STREAM, []);
  assert.equal(outcome.error, undefined);
  assert.deepEqual(outcome.end, { firstContentAt: 0n });
});

test('every two-way split of the stream gives the same end, stamped at the read that completed `data: {`', () => {
  const contentEnd = STREAM.indexOf('data: {') + 'data: {'.length;
  for (let cut = 1; cut < STREAM.length; cut++) {
    const { outcome } = feed(STREAM, [cut]);
    assert.equal(outcome.error, undefined, `cut at ${cut}`);
    assert.deepEqual(outcome.end, { firstContentAt: cut >= contentEnd ? 0n : 1n }, `cut at ${cut}`);
  }
});

test('a stream fed byte by byte ends once, at the last byte', () => {
  const ends = [];
  const reader = new SseResponseReader({ onEnd: (end) => ends.push(end), onError: assert.fail });
  for (let i = 0; i < STREAM.length; i++) {
    assert.equal(ends.length, 0, `ended early, before byte ${i}`);
    reader.read(STREAM.subarray(i, i + 1), BigInt(i));
  }
  assert.deepEqual(ends, [{ firstContentAt: BigInt(STREAM.indexOf('data: {') + 'data: {'.length - 1) }]);
});

test('a stream without [DONE] fails', () => {
  const bytes = Buffer.from(HEAD + chunk('data: {"delta":"Light"}\n\n') + '0\r\n\r\n');
  assert.match(feed(bytes, [40]).outcome.error.message, /^stream failed: 200/);
});

test('a stream without content fails', () => {
  const bytes = Buffer.from(HEAD + chunk(': open\n\n') + chunk('data: [DONE]\n\n') + '0\r\n\r\n');
  assert.match(feed(bytes, []).outcome.error.message, /^stream failed: 200/);
});

test('an error answer with a length fails with its status and text', () => {
  const body = '{"statusCode":429,"message":"Too many requests"}';
  const bytes = Buffer.from(`HTTP/1.1 429 Too Many Requests\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
  const { outcome } = feed(bytes, [20, 70]);
  assert.equal(outcome.end, undefined);
  assert.equal(outcome.error.message, `stream failed: 429 ${body}`);
});

test('a socket that closes mid-stream fails the response once; after the end it changes nothing', () => {
  const open = feed(STREAM, [60]);
  const { reader, outcome } = feed(STREAM.subarray(0, 100), []);
  reader.fail(new Error('closed'));
  reader.fail(new Error('closed again'));
  assert.equal(outcome.error.message, 'closed');
  open.reader.fail(new Error('closed after the end'));
  assert.equal(open.outcome.error, undefined);
});

test('bytes after the end of the response are a protocol error', () => {
  const { outcome } = feed(Buffer.concat([STREAM, Buffer.from('HTTP/1.1 200 OK\r\n')]), []);
  assert.equal(outcome.error.message, 'the server sent bytes after the end of the response');
});
