// Test doubles for `fetch`, shared by the tests of every frontend (import from '@atelier/runtime/testing').

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A JSON answer as the API client reads it: ok, status, headers, json() and text(). */
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

/** The calls a fetch mock received for one method and path (the query left out). */
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

/** A promise the test settles when it chooses, to hold an answer back. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
