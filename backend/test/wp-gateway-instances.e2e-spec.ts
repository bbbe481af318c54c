import { rmSync } from 'node:fs';
import { AppProcess } from './support/app-process';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { scaled } from './support/time-factor';

async function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('the gateway quota across two backend processes (real processes, one PostgreSQL)', () => {
  let database: TestDatabase;
  let dataDir: string;
  const processes: AppProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('gateway_instances');
    dataDir = makeTempDir('gateway-instances');
    for (const modules of ['auth,integrations,wp-gateway', 'wp-gateway']) {
      const app = new AppProcess({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        BACKEND_MODULES: modules,
      });
      processes.push(app);
      bases.push(await app.ready());
    }
  }, scaled(60_000));

  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets exactly 3 of 100 parallel photo requests on a Free key through, whichever process answers', async () => {
    const signup = await post(bases[0], '/auth/signup', { email: uniqueEmail('instances'), password: PASSWORD });
    const { token } = (await signup.json()) as { token: string };
    const { key } = (await (await post(bases[0], '/integrations/key', { label: 'two processes' }, token)).json()) as { key: string };

    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post(bases[i % 2], '/wp/photo', { prompt: `Race ${i}`, api_key: key }).then((r) => r.status)),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(97);
    const [usage] = await database.query<{ used: string; held: string }>(
      "SELECT used, held FROM meter_counters WHERE meter = 'api.images'",
    );
    expect(usage).toEqual({ used: '3', held: '0' });
  }, scaled(60_000));
});
