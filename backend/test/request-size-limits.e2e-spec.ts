import { newSessionId } from './chat.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { type EarlyAnswer, type PartialRequest, chunk, sendPartialRequest } from './support/partial-request';
import { useSuiteServer } from './support/suite-server';

const MB = 1024 * 1024;
/** What the client says it will send; it never sends more than a few KB of it. */
const DECLARED = String(200 * MB);
const BOUNDARY = 'limitsBoundary0123456789';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const filePartHead = (name = 'file') =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);

/**
 * A body over its limit is answered 413 at once: by its Content-Length before a byte of it is read, or, sent
 * chunked, as soon as what arrived passes the limit; and the connection is closed so the client stops sending.
 */
describe('request size limits: early 413 (real PostgreSQL)', () => {
  const suite = useSuiteServer('request_size_limits', { DEMO_API_KEY: 'atk_demo_public' });

  const send = (partial: PartialRequest) =>
    sendPartialRequest(suite.server.url, { ...partial, headers: { 'X-Forwarded-For': uniqueIp(), ...partial.headers } });

  async function expectRefusedAndClosed(answer: EarlyAnswer, body: unknown, label: string): Promise<void> {
    console.log(`${label}: 413 after ${answer.ms.toFixed(1)} ms`);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(body);
    expect(answer.headers.connection).toBe('close');
    await answer.closedByServer;
    answer.destroy();
  }

  const JSON_TOO_LARGE = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body exceeds the size limit of 1048576 bytes' };

  describe('JSON and other non-multipart bodies (BODY_LIMIT, 1 MB here)', () => {
    it.each([
      ['a JSON body', 'application/json'],
      ['a form body', 'application/x-www-form-urlencoded'],
      ['a body of a type no parser reads', 'text/plain'],
    ])('refuses %s declaring 200 MB from its Content-Length, having been sent 4 KB of it', async (_case, contentType) => {
      const answer = await send({ path: '/api/auth/login', headers: { 'Content-Type': contentType, 'Content-Length': DECLARED }, body: Buffer.alloc(4096, 0x20) });

      await expectRefusedAndClosed(answer, JSON_TOO_LARGE, `${contentType}, 200 MB declared`);
    });

    it('closes gracefully: a client that goes on sending after the answer is not reset (it could lose the answer)', async () => {
      const answer = await send({ path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': DECLARED }, body: Buffer.alloc(4096, 0x20) });
      expect(answer.status).toBe(413);

      const after = await answer.keepSending(Buffer.alloc(4 * MB, 0x20));

      expect(after).toEqual({ reset: false });
    });

    it('cuts a chunked JSON body as soon as it passes the limit, without waiting for its end', async () => {
      const body = Buffer.concat([chunk(Buffer.from('{"email": "')), ...Array.from({ length: 17 }, () => chunk(Buffer.alloc(64 * 1024, 0x61)))]);

      const answer = await send({ path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, body });

      await expectRefusedAndClosed(answer, JSON_TOO_LARGE, 'chunked JSON, cut past 1 MB');
    });

    it("answers the OpenAI-compatible API in OpenAI's envelope", async () => {
      const answer = await send({
        path: '/api/openai/v1/chat/completions',
        headers: { 'Content-Type': 'application/json', 'Content-Length': DECLARED, Authorization: `Bearer atk_${'0'.repeat(43)}` },
        body: Buffer.from('{"model": "atelier-templates", "messages": ['),
      });

      await expectRefusedAndClosed(
        answer,
        { error: { message: JSON_TOO_LARGE.message, type: 'invalid_request_error', param: null, code: 'payload_too_large' } },
        'openai chat completions, 200 MB declared',
      );
    });

    it("answers the WordPress gateway's fast lane the same way", async () => {
      const answer = await send({ path: '/api/wp/photo', headers: { 'Content-Type': 'application/json', 'Content-Length': DECLARED }, body: Buffer.from('{"prompt": "') });

      await expectRefusedAndClosed(answer, JSON_TOO_LARGE, 'wp gateway fast lane, 200 MB declared');
    });

    it('takes a body of exactly the limit (the connection kept for the next request) and refuses one byte more', async () => {
      const padded = JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(MB - 60) });
      const exact = Buffer.from(padded + ' '.repeat(MB - Buffer.byteLength(padded)));
      const headers = { 'Content-Type': 'application/json', 'Content-Length': String(MB) };

      const taken = await send({ path: '/api/auth/login', headers, body: exact });
      const refused = await send({ path: '/api/auth/login', headers: { ...headers, 'Content-Length': String(MB + 1) }, body: exact });

      // Parsed, then refused by validation (the password is far too long): read, not cut.
      taken.destroy();
      expect([taken.status, JSON.parse(taken.body).code, taken.headers.connection]).toEqual([400, 'VALIDATION_FAILED', 'keep-alive']);
      await expectRefusedAndClosed(refused, JSON_TOO_LARGE, 'JSON, 1 byte over the limit');
    });
  });

  describe('multipart uploads (each route its own limit)', () => {
    it.each(['/api/analyze-image', '/api/transcribe'])('refuses an upload to %s declaring 200 MB from its Content-Length', async (path) => {
      const answer = await send({ path, headers: { 'Content-Type': MULTIPART, 'Content-Length': DECLARED }, body: filePartHead() });

      await expectRefusedAndClosed(answer, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file must be 10 MB or smaller.' }, `${path}, 200 MB declared`);
    });

    it('cuts a chunked upload as soon as its file passes 10 MB', async () => {
      const body = Buffer.concat([chunk(filePartHead()), ...Array.from({ length: 11 }, () => chunk(Buffer.alloc(MB, 7)))]);

      const answer = await send({ path: '/api/analyze-image', headers: { 'Content-Type': MULTIPART, 'Transfer-Encoding': 'chunked' }, body });

      await expectRefusedAndClosed(answer, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file must be 10 MB or smaller.' }, 'chunked upload, cut past 10 MB');
    });

    it('refuses an account avatar declaring 200 MB (after sign-in is checked)', async () => {
      const account = await signUp(suite.http);

      const anonymous = await send({ path: '/api/account/avatar', headers: { 'Content-Type': MULTIPART, 'Content-Length': DECLARED }, body: filePartHead() });
      expect(anonymous.status).toBe(401);
      const answer = await send({ path: '/api/account/avatar', headers: { ...bearer(account.token), 'Content-Type': MULTIPART, 'Content-Length': DECLARED }, body: filePartHead() });

      await expectRefusedAndClosed(answer, { statusCode: 413, code: 'AVATAR_TOO_LARGE', message: 'Avatar must be 2 MB or smaller.' }, 'account avatar, 200 MB declared');
    });

    it('refuses a movie character avatar declaring 200 MB', async () => {
      const answer = await send({
        path: '/api/movie/avatar/movie_limits',
        headers: { 'X-Session-Id': newSessionId(), 'Content-Type': MULTIPART, 'Content-Length': DECLARED },
        body: filePartHead(),
      });

      await expectRefusedAndClosed(answer, { statusCode: 413, code: 'AVATAR_TOO_LARGE', message: 'Avatar must be 5 MB or smaller.' }, 'movie avatar, 200 MB declared');
    });
  });
});
