import { rmSync } from 'node:fs';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';

const PASSWORD = 'Correct-Horse-Battery-42';
const WRONG_PASSWORD = 'Wrong-Guess-Staple-8812';
const UNKNOWN_PASSWORD = 'Nobody-Knows-This-7710';
/** Tables that must never hold a password or a token in plain text (mail_outbox necessarily holds the sign-in link). */
const SCANNED_TABLES = ['users', 'sessions', 'magic_links', 'auth_throttle', 'academy_waitlist'];

describe('secrets at rest and in the logs (real process, LOG_LEVEL=trace)', () => {
  let database: TestDatabase;
  let app: AppProcess;
  let base: string;
  let dataDir: string;
  const sessionTokens: string[] = [];
  let magicToken = '';

  async function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
    return fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase('secrets', { migrated: true });
    dataDir = makeTempDir('secrets-data');
    app = new AppProcess({
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      // The production work factor (test stacks lower it): what a site stores is checked as a site stores it.
      PASSWORD_HASH_COST: '17',
    });
    base = await app.ready();

    const email = 'Secret.Keeper@Example.com';
    const signup = await call('POST', '/auth/signup', { email, password: PASSWORD });
    expect(signup.status).toBe(201);
    sessionTokens.push(((await signup.json()) as { token: string }).token);
    expect((await call('POST', '/auth/signup', { email, password: PASSWORD })).status).toBe(409);
    expect((await call('POST', '/auth/login', { email, password: WRONG_PASSWORD })).status).toBe(401);
    const unknown = await call('POST', '/auth/login', { email: 'ghost@example.com', password: UNKNOWN_PASSWORD });
    expect(unknown.status).toBe(401);
    const login = await call('POST', '/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    sessionTokens.push(((await login.json()) as { token: string }).token);
    expect((await call('GET', '/auth/me', undefined, sessionTokens[1])).status).toBe(200);
    expect((await call('POST', '/integrations/auth/login', { email, password: PASSWORD })).status).toBe(200);

    expect((await call('POST', '/auth/magic-link', { email })).status).toBe(202);
    const [mail] = await database.query<{ text: string }>(
      'SELECT text FROM mail_outbox ORDER BY created_at DESC LIMIT 1',
    );
    magicToken = /magic=(atm_[\w-]{43})/.exec(mail.text)![1];
    const verified = await call('POST', '/auth/magic-link/verify', { token: magicToken });
    expect(verified.status).toBe(200);
    sessionTokens.push(((await verified.json()) as { token: string }).token);
    expect((await call('POST', '/auth/logout', undefined, sessionTokens[0])).status).toBe(204);
    expect((await call('POST', '/academy/notify', { email })).status).toBe(200);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores passwords only as scrypt hashes', async () => {
    const [user] = await database.query<{ password_hash: string }>('SELECT password_hash FROM users');

    expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
  });

  it.each(SCANNED_TABLES)('keeps no password and no token in plain text in %s', async (table) => {
    const rows = await database.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
    const text = rows.map((r) => r.row).join('\n');

    for (const secret of [PASSWORD, WRONG_PASSWORD, UNKNOWN_PASSWORD, ...sessionTokens, magicToken]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(4, 24));
    }
  });

  it('keeps session tokens and passwords out of the mails', async () => {
    const rows = await database.query<{ row: string }>('SELECT row_to_json(t)::text AS row FROM mail_outbox t');
    const text = rows.map((r) => r.row).join('\n');

    for (const secret of [PASSWORD, WRONG_PASSWORD, ...sessionTokens]) expect(text).not.toContain(secret);
  });

  it('never logs a password or a session token, even at trace level', () => {
    const logs = app.stdout + app.stderr;

    expect(logs).toContain('"url":"/api/auth/login"');
    for (const secret of [PASSWORD, WRONG_PASSWORD, UNKNOWN_PASSWORD, ...sessionTokens]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('logs the development outbox mail with its link, saying it was not sent', () => {
    const line = app.stdout.split('\n').find((entry) => entry.includes('development outbox: mail not sent'));

    expect(line).toBeDefined();
    expect(line).toContain(`/login?magic=${magicToken}`);
  });
});
