import type { Response } from 'express';

/** `Prefer: respond-async` (RFC 7240): answer 202 with the job at once instead of waiting for it. */
export function prefersAsync(prefer: string | undefined): boolean {
  return /(^|[\s,;])respond-async($|[\s,;])/i.test(prefer ?? '');
}

/** Aborts when the client goes away before its answer was written (`close` first). */
export function abortedWhenClientLeaves(response: Response): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
