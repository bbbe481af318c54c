import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

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

/** How long a refused client may take to stop sending before its connection is cut. */
export const LINGER_MS = 2_000;

/**
 * The answer about to be sent ends the connection (`Connection: close`), so the client stops sending and the
 * rest of the body is not drained for the connection's reuse. Closed gracefully: see lingerOnClose.
 */
export function closeAfterAnswer(response: ServerResponse): void {
  if (response.headersSent) return;
  response.setHeader('Connection', 'close');
  if (response.socket) lingerOnClose(response.socket);
}

/**
 * Node destroys a `Connection: close` socket (destroySoon) as soon as the answer is written. With the body
 * still arriving, the kernel then answers it with a reset, which can reach the client before it has read the
 * answer: curl, uploading, reported "Broken pipe" and never showed the 413. Instead, as nginx's lingering
 * close does: the answer, then FIN, what still arrives is discarded, and the socket is destroyed when the
 * client closes its side or after LINGER_MS, whichever is first.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  };
}
