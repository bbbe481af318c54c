import request from 'supertest';
import { MIGRATIONS } from '../src/database/migrations';
import { createSecretToken, hashSecretToken } from '../src/identity/tokens/secret-token';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { startInProcessServer } from './support/in-process-server';
import { type TestDatabase, createTestDatabase } from './support/test-database';

describe('several processes with different BACKEND_MODULES on one database', () => {
  let database: TestDatabase;
  const processes: AppProcess[] = [];

  async function startTogether(envs: Record<string, string>[]): Promise<string[]> {
    const started = await Promise.all(
      envs.map(async (env) => new AppProcess({ DATABASE_URL: database.url, PORT: String(await freePort()), ...env })),
    );
    processes.push(...started);
    return Promise.all(started.map((app) => app.ready()));
  }

  beforeAll(async () => {
    database = await createTestDatabase('modules');
  });

  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop('SIGKILL')));
    await database?.drop();
  });

  it('serves only the selected areas per process, health everywhere, migrating once', async () => {
    const [configUrl, healthUrl, workerUrl] = await startTogether([
      { BACKEND_MODULES: 'config' },
      { BACKEND_MODULES: 'health,build-studio' },
      { WORKER: '1' },
    ]);

    expect((await fetch(`${configUrl}/config/public`)).status).toBe(200);
    const missing = await fetch(`${healthUrl}/config/public`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${workerUrl}/config/public`)).status).toBe(404);
    expect((await fetch(`${healthUrl}/build-studio/runner`)).status).toBe(200);
    expect((await fetch(`${configUrl}/build-studio/runner`)).status).toBe(404);

    const health = await Promise.all([configUrl, healthUrl, workerUrl].map((url) => fetch(`${url}/health`)));
    expect(health.map((response) => response.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(health.map((response) => response.json()))) as { modules: string[]; worker: boolean }[];
    expect(bodies.map((body) => [body.modules, body.worker])).toEqual([
      [['health', 'config'], false],
      [['build-studio', 'health'], false],
      [['health'], true],
    ]);

    // Started at the same moment: the advisory lock lets exactly one of them apply the migration.
    const rows = await database.query('SELECT name FROM migrations');
    expect(rows).toHaveLength(MIGRATIONS.length);
    const appliers = processes.filter((app) => app.stdout.includes('applied migrations: CreateAppMeta'));
    expect(appliers).toHaveLength(1);
  });

  it('stops each process cleanly on SIGTERM', async () => {
    const exits = await Promise.all(processes.map((app) => app.stop('SIGTERM')));

    expect(exits).toEqual(processes.map(() => ({ code: 0, signal: null })));
  });
});

describe('dist/cli/migrate.js', () => {
  it('applies pending migrations and exits 0', async () => {
    const database = await createTestDatabase('cli');
    try {
      const cli = new AppProcess({ DATABASE_URL: database.url }, 'dist/cli/migrate.js');

      expect(await cli.exited).toEqual({ code: 0, signal: null });
      expect(await database.query("SELECT key FROM app_meta WHERE key = 'installation_id'")).toHaveLength(1);
      expect(cli.stdout).toContain('applied migrations: CreateAppMeta1763769600000');
    } finally {
      await database.drop();
    }
  });
});

describe('BACKEND_MODULES=account on its own', () => {
  it('serves /api/account with working bearer sessions, without the auth area', async () => {
    const database = await createTestDatabase('account_only');
    const server = await startInProcessServer({ DATABASE_URL: database.url, BACKEND_MODULES: 'account' });
    try {
      const http = request(server.app.getHttpServer());
      // No sign-up here: the auth area is not served, so the account and its session are made in the database.
      const token = createSecretToken('ats_');
      const [user] = await database.query<{ id: string }>(
        "INSERT INTO users (email, name) VALUES ('solo@example.com', 'solo') RETURNING id",
      );
      await database.query(
        `INSERT INTO sessions (user_id, token_hash, device_label, expires_at)
         VALUES ($1, $2, 'Chrome on Linux', now() + interval '1 day')`,
        [user.id, hashSecretToken(token)],
      );

      expect(server.selection.served).toEqual(['account', 'health']);
      await http.post('/api/auth/login').send({ email: 'solo@example.com', password: 'whatever-123' }).expect(404);
      expect((await http.get('/api/account/sessions').expect(401)).body.code).toBe('UNAUTHORIZED');
      const sessions = await http.get('/api/account/sessions').set('Authorization', `Bearer ${token}`).expect(200);
      expect(sessions.body).toEqual([expect.objectContaining({ device: 'Chrome on Linux', current: true })]);
      const renamed = await http
        .patch('/api/account/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Solo' })
        .expect(200);
      expect(renamed.body).toMatchObject({ id: user.id, name: 'Solo' });
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
