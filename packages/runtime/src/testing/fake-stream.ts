// A streamed answer (Server-Sent Events) whose pieces the test pushes one at a time.

/** A response body whose chunks the test pushes one at a time, to watch a reply stream in. */
export interface ControlledBody {
  body: { getReader(): ReadableStreamDefaultReader<Uint8Array> };
  push(text: string): void;
  close(): void;
  /** Whether the reader gave up on the stream (the user stopped, the screen went away). */
  cancelled(): boolean;
}

export function controlledBody(): ControlledBody {
  const encoder = new TextEncoder();
  const queue: ReadableStreamReadResult<Uint8Array>[] = [];
  const waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void)[] = [];
  let wasCancelled = false;
  const deliver = (result: ReadableStreamReadResult<Uint8Array>) => {
    const next = waiting.shift();
    if (next) next(result);
    else queue.push(result);
  };
  const reader = {
    read: () =>
      new Promise<ReadableStreamReadResult<Uint8Array>>((resolve) => {
        const ready = queue.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    cancel: async () => {
      wasCancelled = true;
      deliver({ done: true, value: undefined });
    },
    releaseLock: () => undefined,
    closed: Promise.resolve(undefined),
  } as unknown as ReadableStreamDefaultReader<Uint8Array>;
  return {
    body: { getReader: () => reader },
    push: (text) => deliver({ done: false, value: encoder.encode(text) }),
    close: () => deliver({ done: true, value: undefined }),
    cancelled: () => wasCancelled,
  };
}

/** An event stream answer; `engine` is the X-Engine header (provider/model (label)). */
export function sseResponse(stream: ControlledBody, engine = 'local/atelier-local-1 (offline engine)'): Response {
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers({ 'Content-Type': 'text/event-stream', 'X-Engine': engine }),
    body: stream.body,
  } as unknown as Response;
}

/** One SSE frame carrying a piece of a reply (`{ content }`), with its event id when given. */
export const sseFrame = (content: string, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify({ content })}\n\n`;
