import { rmSync } from 'node:fs';
import { AppProcess } from './support/app-process';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { scaled } from './support/time-factor';
import { waitFor } from './support/wait-for';

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
    database = await createTestDatabase('gateway_instances', { migrated: true });
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

  /** A new account with a key, on `plan`; its account subject for the counters. */
  async function keyOn(plan: string): Promise<{ key: string; subject: string }> {
    const signup = await post(bases[0], '/auth/signup', { email: uniqueEmail('instances'), password: PASSWORD });
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
    const { key } = (await (await post(bases[0], '/integrations/key', { label: 'two processes' }, token)).json()) as { key: string };
    await database.query('UPDATE users SET api_plan = $2 WHERE id = $1', [user.id, plan]);
    return { key, subject: `account:${user.id}` };
  }

  const tokensOf = async (subject: string) =>
    (await database.query<{ used: string; held: string }>("SELECT used, held FROM meter_counters WHERE subject = $1 AND meter = 'api.tokens'", [subject]))[0];

  it("lends texts from each process's block of the account's tokens: exactly what was answered is counted, never past the plan", async () => {
    // Free: 100 tokens a month. Both processes take blocks of the same account's allowance at once.
    const { key, subject } = await keyOn('free');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post(bases[i % 2], '/wp/text', { prompt: `Say something nice ${i}`, api_key: key })),
    );
    const bodies = await Promise.all(answers.map(async (response) => ({ status: response.status, body: (await response.json()) as { tokens?: number } })));
    const metered = bodies.filter((answer) => answer.status === 200).reduce((sum, answer) => sum + (answer.body.tokens ?? 0), 0);

    expect(bodies.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(bodies.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(metered).toBeLessThanOrEqual(100);
    expect((await tokensOf(subject)).used).toBe(String(metered));
    // Each process's block gives its rest back when it ages out.
    await waitFor(async () => (await tokensOf(subject)).held === '0', 'both processes to give their blocks back');
    expect(await tokensOf(subject)).toEqual({ used: String(metered), held: '0' });
  }, scaled(60_000));

  it('counts every answered text of a busy key across both processes, with a few statements for many calls', async () => {
    const { key, subject } = await keyOn('business');
    // Counts the reservations made on the account's tokens (a trigger of this test's own database).
    await database.query(`
      CREATE TABLE IF NOT EXISTS test_token_reservations (subject text NOT NULL);
      CREATE OR REPLACE FUNCTION test_log_token_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.meter = 'api.tokens' THEN INSERT INTO test_token_reservations VALUES (NEW.subjects[1]); END IF; RETURN NEW; END $$;
      CREATE OR REPLACE TRIGGER test_log_token_reservation AFTER INSERT ON meter_reservations
        FOR EACH ROW EXECUTE FUNCTION test_log_token_reservation();`);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(bases[i % 2], '/wp/text', { prompt: `Question ${i}`, api_key: key })),
    );
    const seconds = (Date.now() - started) / 1000;
    const bodies = await Promise.all(answers.map(async (response) => ({ status: response.status, body: (await response.json()) as { tokens: number } })));

    expect(bodies.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    const metered = bodies.reduce((sum, answer) => sum + answer.body.tokens, 0);
    expect((await tokensOf(subject)).used).toBe(String(metered));
    // Far fewer reservations than calls: each process lends its calls from blocks. 100 calls at once, each
    // holding its answer's longest length (1,025 tokens) while it runs, fit in 4 blocks of 32,768, and a block
    // is renewed once a second: at most 4 per process per started second (8 in 2.4 s measured here; one per
    // call before blocks).
    const [{ reservations }] = await database.query<{ reservations: number }>('SELECT count(*)::int AS reservations FROM test_token_reservations WHERE subject = $1', [subject]);
    expect(reservations).toBeGreaterThan(0);
    expect(reservations).toBeLessThanOrEqual(2 * 4 * (Math.ceil(seconds) + 1));
    await waitFor(async () => (await tokensOf(subject)).held === '0', 'both processes to give their blocks back');
  }, scaled(60_000));
});
