export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: 'status',
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** Answers by "METHOD /path"; a list answers once per call, in order. Anything else fails the test loudly. */
export function routeFetch(fetchMock: jest.Mock, routes: Record<string, Handler | Handler[]>): void {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    if (Array.isArray(route)) {
      const next = route.shift();
      if (next) return next(url, init);
    } else if (route) {
      return route(url, init);
    }
    throw new Error(`unexpected request ${key}`);
  });
}

export function callsTo(fetchMock: jest.Mock, method: string, path: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (url as string).split('?')[0] === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  ) as [string, RequestInit][];
}

export const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A response body whose chunks the test pushes one at a time, to watch a reply stream in. */
export interface ControlledBody {
  body: { getReader(): ReadableStreamDefaultReader<Uint8Array> };
  push(text: string): void;
  close(): void;
}

export function controlledBody(): ControlledBody {
  const encoder = new TextEncoder();
  const queue: ReadableStreamReadResult<Uint8Array>[] = [];
  const waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void)[] = [];
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
    cancel: async () => deliver({ done: true, value: undefined }),
    releaseLock: () => undefined,
    closed: Promise.resolve(undefined),
  } as unknown as ReadableStreamDefaultReader<Uint8Array>;
  return {
    body: { getReader: () => reader },
    push: (text) => deliver({ done: false, value: encoder.encode(text) }),
    close: () => deliver({ done: true, value: undefined }),
  };
}

export function sseResponse(stream: ControlledBody, engine = 'local/atelier-templates (offline engine)'): Response {
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers({ 'Content-Type': 'text/event-stream', 'X-Engine': engine }),
    body: stream.body,
  } as unknown as Response;
}

export const frame = (content: string) => `data: ${JSON.stringify({ content })}\n\n`;
