/** @jest-environment node */
import { readSse, type SseEvent } from './read-sse';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(source: ReadableStream<Uint8Array> | Response, signal?: AbortSignal): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSse(source, signal)) events.push(event);
  return events;
}

describe('readSse', () => {
  it('reads data, id and event fields and skips comments', async () => {
    const events = await collect(
      streamOf([': ping\n\nid: 1\ndata: {"content":"Hel"}\n\nid: 2\ndata: {"content":"lo"}\n\nevent: error\ndata: {"message":"boom"}\n\ndata: [DONE]\n\n']),
    );
    expect(events).toEqual([
      { event: 'message', data: '{"content":"Hel"}', id: '1' },
      { event: 'message', data: '{"content":"lo"}', id: '2' },
      { event: 'error', data: '{"message":"boom"}', id: '2' },
      { event: 'message', data: '[DONE]', id: '2' },
    ]);
  });

  it('joins lines split at any byte across chunks, including mid-field and mid-terminator', async () => {
    const text = 'id: 7\r\ndata: first\r\ndata: second\r\n\r\ndata: [DONE]\r\n\r\n';
    const whole = await collect(streamOf([text]));
    for (let cut = 1; cut < text.length; cut++) {
      expect(await collect(streamOf([text.slice(0, cut), text.slice(cut)]))).toEqual(whole);
    }
    expect(whole).toEqual([
      { event: 'message', data: 'first\nsecond', id: '7' },
      { event: 'message', data: '[DONE]', id: '7' },
    ]);
  });

  it('accepts bare CR line endings, a field without a space and a leading BOM', async () => {
    const events = await collect(streamOf(['\uFEFFdata:a\rdata: b\r\r']));
    expect(events).toEqual([{ event: 'message', data: 'a\nb', id: null }]);
  });

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: café ✓\n\n');
    const events = await collect(streamOf([bytes.slice(0, 10), bytes.slice(10, 14), bytes.slice(14)]));
    expect(events).toEqual([{ event: 'message', data: 'café ✓', id: null }]);
  });

  it('drops an event the stream ends before finishing and ignores events without data', async () => {
    const events = await collect(streamOf(['event: ping\n\ndata: kept\n\ndata: cut off']));
    expect(events).toEqual([{ event: 'message', data: 'kept', id: null }]);
  });

  it('reads a fetch Response body', async () => {
    const events = await collect(new Response(streamOf(['data: x\n\n'])));
    expect(events).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('stops and cancels the stream when the signal aborts', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: one\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const seen: string[] = [];
    for await (const event of readSse(stream, controller.signal)) {
      seen.push(event.data);
      controller.abort();
    }
    expect(seen).toEqual(['one']);
    expect(cancelled).toBe(true);
  });

  it('ends quietly when aborted while waiting for the next chunk', async () => {
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({ start() {} });
    const done = collect(stream, controller.signal);
    controller.abort();
    await expect(done).resolves.toEqual([]);
  });
});
