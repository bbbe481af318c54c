import { Logger } from '@nestjs/common';
import { newSessionId, postChat } from './chat.support';
import { PASSWORD, type TestAccount, bearer, postJsonText, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** ARCHITECTURE.md §5: malformed input is refused with a 400, never a 5xx, and costs the caller nothing. */
describe('malformed input (real PostgreSQL)', () => {
  let errorLog: jest.SpyInstance;

  const suite = useSuiteServer('malformed_input', {}, { dataDir: 'malformed-input-data' });

  beforeEach(() => {
    errorLog = jest.spyOn(Logger.prototype, 'error');
  });

  afterEach(() => errorLog.mockRestore());

  describe('deep nesting', () => {
    it.each([
      ['arrays 2,000 deep', deepArrays(2000)],
      ['objects 2,500 deep', deepObjects(2500)],
      ['objects 33 deep', deepObjects(33)],
    ])('refuses a JSON body of %s with 400 BODY_TOO_DEEP before validation, logging no error', async (_label, body) => {
      for (const path of ['/api/auth/login', '/api/chat/stream', '/api/academy/notify']) {
        const response = await postJsonText(suite.http, path, body);

        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          statusCode: 400,
          code: 'BODY_TOO_DEEP',
          message: 'Request body is nested more than 32 levels deep',
        });
      }
      expect(errorLog).not.toHaveBeenCalled();
    });

    it('refuses a form body nested too deep the same way', async () => {
      const response = await suite.http
        .post('/api/academy/notify')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(`email${'[a]'.repeat(40)}=x`);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'BODY_TOO_DEEP' });
    });

    it('refuses a body of more than 10,000 values in all with 400 BODY_TOO_MANY_VALUES', async () => {
      const response = await suite.http.post('/api/academy/notify').send({ email: 'ada@example.com', extra: new Array(20_000).fill(0) });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'BODY_TOO_MANY_VALUES' });
    });

    it('still takes a body nested within the limit to validation', async () => {
      const response = await suite.http.post('/api/academy/notify').send({ email: JSON.parse(deepObjects(20)) });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('email must be') });
    });
  });

  describe('a lone UTF-16 surrogate in an email address', () => {
    it.each([
      ['/api/auth/signup', { password: PASSWORD }],
      ['/api/auth/login', { password: PASSWORD }],
      ['/api/auth/magic-link', {}],
      ['/api/academy/notify', {}],
      ['/api/integrations/auth/signup', { password: PASSWORD }],
      ['/api/integrations/auth/login', { password: PASSWORD }],
      ['/api/integrations/auth/magic', {}],
    ])('is refused by %s with 400 VALIDATION_FAILED naming the field', async (path, rest) => {
      for (const email of ['a\ud800@example.com', 'a@exa\udfffmple.com']) {
        const response = await suite.http.post(path).set('X-Forwarded-For', uniqueIp()).send({ email, ...rest });

        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'email contains a character that is not allowed',
        });
      }
      expect(errorLog).not.toHaveBeenCalled();
    });
  });

  describe('a NUL byte in text', () => {
    let account: TestAccount;

    beforeAll(async () => {
      account = await signUp(suite.http);
    });

    it('in a chat message is a 400, and ten of them leave the daily chat quota untouched', async () => {
      const ip = uniqueIp();
      const sessionId = newSessionId();
      for (let i = 0; i < 11; i += 1) {
        const answer = await postChat(suite.server.url, { message: `hello\u0000${i}`, session_id: sessionId, ip, token: account.token });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'message contains a character that is not allowed',
        });
      }

      const answer = await postChat(suite.server.url, { message: 'hello', session_id: sessionId, ip, token: account.token });
      expect(answer.status).toBe(200);
    });

    it.each([
      ['a video prompt', '/api/video/generate', { prompt: 'a\u0000b', session_id: 'fuzz-video' }, 'prompt'],
      ['a photo prompt', '/api/photo/generate', { prompt: 'a\u0000b', session_id: 'fuzz-photo' }, 'prompt'],
      ['an API key label', '/api/integrations/key', { label: 'site\u0000' }, 'label'],
    ])('in %s is a 400 naming the field', async (_label, path, body, field) => {
      const response = await suite.http.post(path).set(bearer(account.token)).set('X-Forwarded-For', uniqueIp()).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: `${field} contains a character that is not allowed`,
      });
      expect(errorLog).not.toHaveBeenCalled();
    });

    it('in a query parameter or a field name is a 400 too', async () => {
      const query = await suite.http.get('/api/chat/history?session_id=abc%00').set('X-Forwarded-For', uniqueIp());
      expect(query.status).toBe(400);
      expect(query.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'session_id contains a character that is not allowed' });

      const name = await suite.http.post('/api/academy/notify').send({ email: 'ada@example.com', 'x\u0000': 1 });
      expect(name.status).toBe(400);
      expect(name.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'the request has a property name with a character that is not allowed' });
    });
  });
});
