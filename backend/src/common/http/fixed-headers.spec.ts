import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Middleware } from './fast-lane';
import { fixedHeaders } from './fixed-headers';
import { SECURITY_HEADER_OPTIONS, securityHeaders } from './security-headers';

/** A real response of Node's, with the headers a middleware leaves on it. */
function headersAfter(middleware: Middleware): { headers: Record<string, unknown>; nextCalls: number } {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'Express');
  let nextCalls = 0;
  middleware(request, response, (error) => {
    if (error) throw error;
    nextCalls += 1;
  });
  return { headers: response.getHeaders(), nextCalls };
}

describe('fixedHeaders', () => {
  it("sets exactly the headers helmet sets with the API's options, X-Powered-By removed, then calls next once", () => {
    const live = headersAfter(helmet(SECURITY_HEADER_OPTIONS) as Middleware);
    const fixed = headersAfter(securityHeaders());
    expect(fixed).toEqual(live);
    expect(fixed.nextCalls).toBe(1);
    expect(fixed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fixed.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(fixed.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(fixed.headers).not.toHaveProperty('x-powered-by');
  });

  it('gives every request the same headers, each on its own response', () => {
    const middleware = securityHeaders();
    expect(headersAfter(middleware)).toEqual(headersAfter(middleware));
  });

  it('refuses, at start-up, a middleware whose headers depend on the request', () => {
    const perRequest: Middleware = (request, response, next) => {
      response.setHeader('X-Seen-Path', request.url ?? '');
      next();
    };
    expect(() => fixedHeaders(perRequest)).toThrow(/reads the request \(url\)/);
    const nonce = helmet({ contentSecurityPolicy: { directives: { scriptSrc: [(request) => `'nonce-${String((request as IncomingMessage).headers)}'`] } } });
    expect(() => fixedHeaders(nonce as Middleware)).toThrow(/reads the request/);
  });

  it('refuses a middleware that does not call next at once, or fails', () => {
    expect(() => fixedHeaders(() => undefined)).toThrow(/did not call next/);
    expect(() => fixedHeaders((_request, _response, next) => next(new Error('no')))).toThrow('no');
  });
});
