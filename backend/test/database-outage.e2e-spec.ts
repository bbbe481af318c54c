import request from 'supertest';
import type { RunningServer } from '../src/server';
import { type Http, PASSWORD, type TestAccount, bearer, signUp, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { PrivatePostgres } from './support/private-postgres';
import { waitFor } from './support/wait-for';

interface Call {
  name: string;
  send(): Promise<request.Response>;
}

/**
 * A real PostgreSQL of this suite's own, stopped and frozen under a running API: the calls that need
 * the database answer 503 SERVICE_UNAVAILABLE with Retry-After, then work again once it is back.
 */
describe('the API during a database outage', () => {
  let postgres: PrivatePostgres;
  let server: RunningServer;
  let http: Http;
  let calls: Call[];
  let account: TestAccount;
  let session = 0;
  /** Milliseconds each call took to fail in the last outage, for the report. */
  const failedAfter: Record<string, number> = {};

  beforeAll(async () => {
    postgres = await PrivatePostgres.start('outage-pg');
    server = await startInProcessServer({ DATABASE_URL: postgres.url });
    http = request(server.app.getHttpServer());
    account = await signUp(http);
    calls = [
      { name: 'GET /api/auth/me', send: () => http.get('/api/auth/me').set(bearer(account.token)) },
      {
        name: 'POST /api/auth/login',
        send: () => http.post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email: account.email, password: PASSWORD }),
      },
      { name: 'POST /api/wp/text', send: () => http.post('/api/wp/text').set('X-Forwarded-For', uniqueIp()).send({ prompt: 'Hi', api_key: 'atk_demo_public' }) },
      {
        name: 'POST /api/chat/stream',
        send: () =>
          http
            .post('/api/chat/stream')
            .set('X-Forwarded-For', uniqueIp())
            .send({ message: 'Hello', session_id: `outage${(session += 1)}` }),
      },
    ];
  });

  afterAll(async () => {
    console.log(`time to 503 per call (ms): ${JSON.stringify(failedAfter)}`);
    await server?.close();
    await postgres?.dispose();
  });

  const expectAllWork = async () => {
    for (const call of calls) expect([call.name, (await call.send()).status]).toEqual([call.name, 200]);
  };

  const expectAllUnavailable = async (outage: string) => {
    for (const call of calls) {
      const started = Date.now();
      const response = await call.send();
      failedAfter[`${outage} ${call.name}`] = Date.now() - started;
      expect([call.name, response.status, response.body]).toEqual([
        call.name,
        503,
        {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Try again in a few seconds.',
        },
      ]);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  };

  /** Until the API reaches PostgreSQL again; no event tells when that is. */
  const recovered = () =>
    waitFor(
      async () => (await http.get('/api/auth/me').set(bearer(account.token))).status === 200,
      'the API to reach PostgreSQL again',
      30_000,
    );

  it('serves normally with PostgreSQL up', async () => {
    await expectAllWork();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while PostgreSQL is stopped', async () => {
    await postgres.stop();

    await expectAllUnavailable('stopped');
    await http.get('/api/health').expect(503);
  });

  it('recovers on its own once PostgreSQL is back', async () => {
    await postgres.restart();
    await recovered();

    await expectAllWork();
  });

  it('answers 503 while PostgreSQL is frozen, and recovers when it thaws', async () => {
    postgres.freeze();
    try {
      await expectAllUnavailable('frozen');
    } finally {
      postgres.thaw();
    }
    await recovered();

    await expectAllWork();
  });
});
