import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Early refusal of bodies over their limit (README "Request size limits"). body-parser and multer notice a
 * limit, but then read the rest of the body before they answer (body-parser drains the request so the
 * connection can be reused; keep-alive does the same after multer's answer): a client declaring 200 MB had
 * its 200 MB read before its 413. These helpers let a parser's caller answer at once and close instead.
 */

/** True when the body's Content-Length is over `limitBytes`: refused before a byte of it is read. */
export function declaresMoreThan(request: IncomingMessage, limitBytes: number): boolean {
  const declared = request.headers['content-length'];
  return declared !== undefined && Number(declared) > limitBytes;
}

/**
 * Calls `onExceeded` once, as soon as more than `limitBytes` of body have arrived: for a body without a
 * Content-Length (chunked), which could otherwise go on for ever. It only watches: attach it once the
 * parser reading the body has started (its own `data` listener is in place), so no byte goes unread.
 * Returns the function that stops watching.
 */
export function watchBodySize(request: IncomingMessage, limitBytes: number, onExceeded: () => void): () => void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limitBytes) return;
    stop();
    onExceeded();
  };
  const stop = () => request.off('data', count);
  request.on('data', count);
  return stop;
}

/**
 * The answer about to be sent ends the connection: Node closes it once the answer is written, so the rest of
 * the body is never read and the client, told so, stops sending (instead of the server draining it for reuse).
 */
export function closeAfterAnswer(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}
