import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

describe('request logs', () => {
  let database: TestDatabase;
  let app: AppProcess;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase('log_redaction');
    app = new AppProcess({ DATABASE_URL: database.url, PORT: String(await freePort()), LOG_LEVEL: 'info' });
    url = await app.ready();
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
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
