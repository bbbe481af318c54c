import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

describe('request logs', () => {
  let database: TestDatabase;
  let app: AppProcess;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase('log_redaction', { migrated: true });
    app = new AppProcess({ DATABASE_URL: database.url, PORT: String(await freePort()), LOG_LEVEL: 'info' });
    url = await app.ready();
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('have one lean line for the gateway too (served outside Express), its query secrets redacted', async () => {
    const key = 'atk_gatewaySecret0123456789abcdefghijklmnopqr';
    const answer = await fetch(`${url}/wp/text?api_key=${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'gateway-log-1' },
      body: JSON.stringify({ prompt: 'Hi', api_key: key }),
    });
    expect(answer.status).toBe(401);

    await waitFor(() => app.stdout.includes('"id":"gateway-log-1"'), 'the gateway request line');
    const line = JSON.parse(app.stdout.split('\n').find((text) => text.includes('"id":"gateway-log-1"'))!) as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { id: 'gateway-log-1', method: 'POST', url: '/api/wp/text?api_key=[redacted]' },
      res: { statusCode: 401 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(app.stdout).not.toContain(key);
  });

  it('never contain an API key, token or session id sent in a query string', async () => {
    const key = 'atk_embedSecret0123456789abcdefghijklmnopqrstuv';
    const embed = await fetch(`${url}/wp/embed/chat?api_key=${key}`);
    const history = await fetch(`${url}/chat/history?session_id=visitorSecret9`);
    const unknown = await fetch(`${url}/nowhere?token=tok_secret_value&page=2`);
    expect([embed.status, history.status, unknown.status]).toEqual([200, 200, 404]);

    // Each request is logged as its answer finishes; wait for the three lines.
    await waitFor(() => app.stdout.includes('/api/nowhere?token=[redacted]&page=2'), 'the request log lines');
    await waitFor(() => app.stdout.includes('/api/chat/history?session_id=[redacted]'), 'the history log line');
    expect(app.stdout).toContain('/api/wp/embed/chat?api_key=[redacted]');
    for (const secret of [key, 'visitorSecret9', 'tok_secret_value']) expect(app.stdout).not.toContain(secret);
  });
});
