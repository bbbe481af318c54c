import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import cors, { type CorsOptions } from 'cors';
import { crossOrigin } from './cross-origin';
import type { Middleware } from './fast-lane';

const OPTIONS = {
  origin: ['http://localhost:3000', 'https://atelier.example'],
  credentials: true,
  exposedHeaders: ['Retry-After', 'X-Request-Id', 'X-Gateway-Time-Ms'],
} satisfies CorsOptions;

interface Outcome {
  headers: Record<string, unknown>;
  status: number;
  ended: boolean;
  nextCalls: number;
}

/** A real response of Node's to `method` with `headers`, as `middleware` leaves it. */
function outcome(middleware: Middleware, method: string, headers: Record<string, string>, before?: (response: ServerResponse) => void): Outcome {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.headers = headers;
  const response = new ServerResponse(request);
  before?.(response);
  let nextCalls = 0;
  middleware(request, response, (error) => {
    if (error) throw error;
    nextCalls += 1;
  });
  return { headers: response.getHeaders(), status: response.statusCode, ended: response.writableEnded, nextCalls };
}

describe(crossOrigin.name, () => {
  // Every row has four entries: with fewer, Jest would take the test's last parameter for a done callback.
  const cases: Array<[string, string, Record<string, string>, ((response: ServerResponse) => void) | undefined]> = [
    ['a GET without an Origin (the replayed answer)', 'GET', {}, undefined],
    ['a POST without an Origin (a server calling the gateway)', 'POST', { 'content-type': 'application/json' }, undefined],
    ['a request from an allowed origin', 'POST', { origin: 'https://atelier.example' }, undefined],
    ['a request from another origin', 'GET', { origin: 'https://elsewhere.example' }, undefined],
    ['a preflight', 'OPTIONS', { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT' }, undefined],
    ['a response that already varies on something', 'GET', {}, (response) => response.setHeader('Vary', 'Accept-Encoding')],
  ];

  it.each(cases)('answers %s exactly as the cors package does', (_label, method, headers, before) => {
    const expected = outcome(cors(OPTIONS) as Middleware, method, headers, before);
    expect(outcome(crossOrigin(OPTIONS), method, headers, before)).toEqual(expected);
  });

  it('gives a request without an Origin Vary, the credentials flag and the exposed headers', () => {
    expect(outcome(crossOrigin(OPTIONS), 'GET', {}).headers).toEqual({
      vary: 'Origin',
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'Retry-After,X-Request-Id,X-Gateway-Time-Ms',
    });
  });

  it('gives every request without an Origin the same headers, each on its own response', () => {
    const middleware = crossOrigin({ ...OPTIONS, origin: [...OPTIONS.origin] });
    const first = outcome(middleware, 'GET', {});
    expect(outcome(middleware, 'POST', {})).toEqual(first);
  });
});
