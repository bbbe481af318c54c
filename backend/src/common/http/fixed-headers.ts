import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from './fast-lane';

type HeaderStep = { set: string; value: number | string | readonly string[] } | { remove: string };

/**
 * A middleware that gives every answer the same headers — helmet's security headers with no directive
 * computed per request — run once at start-up against a recording response; each request then gets the
 * recorded headers set, in the same order, without the middleware building them again. Helmet rebuilt and
 * re-validated its Content-Security-Policy string and a dozen other values on every request: 8 % of what the
 * gateway allocated per call (ARCHITECTURE.md §10). Only for a middleware that reads nothing of the request
 * and calls `next()` at once; one that does otherwise is refused here, at start-up.
 */
export function fixedHeaders(middleware: Middleware): Middleware {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      steps.push({ set: name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  // A request with nothing in it: a middleware that reads one fails here rather than answering wrongly later.
  const request = new Proxy({} as IncomingMessage, {
    get(_target, property) {
      throw new Error(`fixedHeaders: the middleware reads the request (${String(property)}), so its headers are not fixed`);
    },
  });
  let nextCalled = false;
  middleware(request, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    nextCalled = true;
  });
  if (!nextCalled) throw new Error('fixedHeaders: the middleware did not call next() at once');
  return (_request, response, next) => {
    for (const step of steps) {
      if ('set' in step) response.setHeader(step.set, step.value);
      else response.removeHeader(step.remove);
    }
    next();
  };
}
