import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Middleware, runMiddleware } from './fast-lane';

const request = {} as IncomingMessage;
const response = {} as ServerResponse;

describe('runMiddleware (a fast lane runs the app middleware as Express does)', () => {
  it('runs each in order, the next only once the previous called next(), also when it does so later', async () => {
    const ran: string[] = [];
    const chain: Middleware[] = [
      (_q, _s, next) => {
        ran.push('id');
        next();
      },
      (_q, _s, next) => {
        ran.push('body (async)');
        setImmediate(() => next());
      },
      (_q, _s, next) => {
        ran.push('last');
        next();
      },
    ];
    await runMiddleware(chain, request, response);
    expect(ran).toEqual(['id', 'body (async)', 'last']);
  });

  it('rejects with what one passes to next(), and runs none after it', async () => {
    const after = jest.fn();
    const refusal = Object.assign(new Error('request entity too large'), { status: 413 });
    const chain: Middleware[] = [(_q, _s, next) => setImmediate(() => next(refusal)), after];
    await expect(runMiddleware(chain, request, response)).rejects.toBe(refusal);
    expect(after).not.toHaveBeenCalled();
  });

  it('rejects when one throws, even when it runs from an earlier one\'s late next()', async () => {
    const chain: Middleware[] = [
      (_q, _s, next) => setImmediate(() => next()),
      () => {
        throw new Error('broken middleware');
      },
    ];
    await expect(runMiddleware(chain, request, response)).rejects.toThrow('broken middleware');
  });

  it('resolves at once for no middleware', async () => {
    await expect(runMiddleware([], request, response)).resolves.toBeUndefined();
  });
});
