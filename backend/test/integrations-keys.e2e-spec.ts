import request from 'supertest';
import { ApiUsageService } from '../src/api-keys/api-usage.service';
import type { RunningServer } from '../src/server';
import { type Http, bearer, signUp, type TestAccount } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { waitFor } from './support/wait-for';

describe('API keys, usage and plans under /api/integrations (real PostgreSQL)', () => {
  let alice: TestAccount;
  let bob: TestAccount;

  const suite = useSuiteServer('integrations_keys', () => ({ DATA_DIR: makeTempDir('keys-data') }));

  beforeAll(async () => {
    alice = await signUp(suite.http);
    bob = await signUp(suite.http);
  });

  const createKey = (account: TestAccount, label: unknown) =>
    suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label });

  it('lists the seeded plans publicly, the free one allowing 100 tokens, 3 photos and 1 video', async () => {
    const response = await suite.http.get('/api/integrations/plans').expect(200);

    expect(response.body[0]).toEqual({ id: 'free', name: 'Free', price_monthly: 0, tokens: 100, images: 3, videos: 1 });
    expect(response.body.length).toBeGreaterThan(1);
    for (const plan of response.body) expect(Number.isInteger(plan.price_monthly)).toBe(true);
  });

  it('creates a key shown in full once, then lists it masked as 12 first + … + 4 last characters', async () => {
    const created = await createKey(alice, '  My WordPress site  ').expect(201);
    const key: string = created.body.key;

    expect(key).toMatch(/^atk_[A-Za-z0-9_-]{38}$/);
    expect(created.body).toMatchObject({ label: 'My WordPress site', masked_key: `${key.slice(0, 12)}…${key.slice(-4)}`, last_used_at: null });
    const listed = await suite.http.get('/api/integrations/keys').set(bearer(alice.token)).expect(200);
    const mine = listed.body.find((item: { id: string }) => item.id === created.body.id);
    expect(mine).toEqual({
      id: created.body.id,
      label: 'My WordPress site',
      masked_key: created.body.masked_key,
      created_at: created.body.created_at,
      last_used_at: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(key);
  });

  it('lists keys newest first', async () => {
    const first = await createKey(alice, 'first').expect(201);
    const second = await createKey(alice, 'second').expect(201);
    const listed = await suite.http.get('/api/integrations/keys').set(bearer(alice.token)).expect(200);
    const ids = listed.body.map((item: { id: string }) => item.id);

    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
  });

  it('keeps no key in plain text anywhere in the suite.database, only its SHA-256', async () => {
    const { key } = (await createKey(alice, 'secret check').expect(201)).body as { key: string };
    const tables = await suite.database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { table_name } of tables) {
      const rows = await suite.database.query(`SELECT * FROM "${table_name}"`);
      expect(JSON.stringify(rows)).not.toContain(key.slice(4, 30));
    }
    const [row] = await suite.database.query<{ key_hash: string }>("SELECT key_hash FROM api_keys WHERE label = 'secret check'");
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("never shows or revokes another account's key: 404, and the key keeps working", async () => {
    const created = (await createKey(alice, 'not for bob').expect(201)).body as { id: string; key: string };

    const bobs = await suite.http.get('/api/integrations/keys').set(bearer(bob.token)).expect(200);
    expect(bobs.body.map((item: { id: string }) => item.id)).not.toContain(created.id);
    const revoke = await suite.http.delete(`/api/integrations/key/${created.id}`).set(bearer(bob.token)).expect(404);
    expect(revoke.body).toEqual({ statusCode: 404, code: 'KEY_NOT_FOUND', message: 'API key not found.' });
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: created.key }).expect(200);
  });

  it('revokes a key: gone from the list, refused by the gateway at once, a second revoke is 404', async () => {
    const created = (await createKey(alice, 'short-lived').expect(201)).body as { id: string; key: string };
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: created.key }).expect(200);

    const revoked = await suite.http.delete(`/api/integrations/key/${created.id}`).set(bearer(alice.token)).expect(200);
    expect(revoked.body).toEqual({ message: 'API key revoked' });
    const listed = await suite.http.get('/api/integrations/keys').set(bearer(alice.token)).expect(200);
    expect(listed.body.map((item: { id: string }) => item.id)).not.toContain(created.id);
    const refused = await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: created.key }).expect(401);
    expect(refused.body.code).toBe('INVALID_API_KEY');
    await suite.http.delete(`/api/integrations/key/${created.id}`).set(bearer(alice.token)).expect(404);
  });

  it('reports this month\'s usage with the plan allowance and the cost formula, nothing on Free', async () => {
    const fresh = await signUp(suite.http);
    const before = await suite.http.get('/api/integrations/usage').set(bearer(fresh.token)).expect(200);
    expect(before.body).toMatchObject({ tokens_used: 0, images_used: 0, videos_used: 0, cost_usd: 0 });
    expect(before.body.plan).toEqual({ id: 'free', name: 'Free', price_monthly: 0, tokens: 100, images: 3, videos: 1 });
    expect(new Date(before.body.period_start).getUTCDate()).toBe(1);
    expect(new Date(before.body.period_end).getTime()).toBeGreaterThan(Date.now());

    const { key } = (await createKey(fresh, 'usage').expect(201)).body as { key: string };
    const text = await suite.http.post('/api/wp/text').send({ prompt: 'Hello there', api_key: key }).expect(200);
    await suite.http.post('/api/wp/photo').send({ prompt: 'A red kite', api_key: key }).expect(200);

    const after = await suite.http.get('/api/integrations/usage').set(bearer(fresh.token)).expect(200);
    // Free is never billed, whatever it used.
    expect(after.body).toMatchObject({ tokens_used: text.body.tokens, images_used: 1, videos_used: 0, cost_usd: 0 });
    await suite.database.query("UPDATE users SET api_plan = 'starter' WHERE id = $1", [fresh.user.id]);
    const paid = await suite.http.get('/api/integrations/usage').set(bearer(fresh.token)).expect(200);
    expect(paid.body.plan.id).toBe('starter');
    expect(paid.body.cost_usd).toBeCloseTo((text.body.tokens / 1000) * 0.002 + 0.02, 6);
  });

  it('refuses bad input with 4xx JSON and creates nothing', async () => {
    const count = async () => (await suite.http.get('/api/integrations/keys').set(bearer(alice.token))).body.length;
    const before = await count();

    expect((await createKey(alice, '   ').expect(400)).body.code).toBe('VALIDATION_FAILED');
    await createKey(alice, 'x'.repeat(101)).expect(400);
    await createKey(alice, 42).expect(400);
    await suite.http.post('/api/integrations/key').set(bearer(alice.token)).send({ label: 'ok', admin: true }).expect(400);
    await suite.http
      .post('/api/integrations/key')
      .set(bearer(alice.token))
      .set('Content-Type', 'application/json')
      .send('{"label": ')
      .expect(400);
    await suite.http.delete('/api/integrations/key/not-a-uuid').set(bearer(alice.token)).expect(400);
    expect(await count()).toBe(before);
  });

  it('refuses a 51st live key with 409, and makes room again once one is revoked', async () => {
    const busy = await signUp(suite.http);
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1) ids.push((await createKey(busy, `site ${i}`).expect(201)).body.id);

    const refused = await createKey(busy, 'one too many').expect(409);
    expect(refused.body.code).toBe('TOO_MANY_KEYS');
    await suite.http.delete(`/api/integrations/key/${ids[0]}`).set(bearer(busy.token)).expect(200);
    await createKey(busy, 'fits again').expect(201);
  });

  it('needs a session for keys and usage, not for plans', async () => {
    await suite.http.get('/api/integrations/keys').expect(401);
    await suite.http.get('/api/integrations/usage').expect(401);
    await suite.http.post('/api/integrations/key').send({ label: 'x' }).expect(401);
    await suite.http.delete('/api/integrations/key/00000000-0000-4000-8000-000000000000').expect(401);
  });

  it("deletes an account's keys with the account", async () => {
    const leaving = await signUp(suite.http);
    const { key } = (await createKey(leaving, 'doomed').expect(201)).body as { key: string };
    await suite.http.delete('/api/account').set(bearer(leaving.token)).expect(204);

    const [row] = await suite.database.query<{ n: string }>('SELECT count(*) AS n FROM api_keys WHERE user_id = $1', [leaving.user.id]);
    expect(Number(row.n)).toBe(0);
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: key }).expect(401);
  });

  // ARCHITECTURE.md §10: a process holds a key it checked for a second; PostgreSQL announces a key gone
  // (revoked, or deleted with its account) and every process drops it at once, not at its next re-check.
  describe('a key gone in another process', () => {
    let other: RunningServer;
    let otherHttp: Http;

    beforeAll(async () => {
      other = await startInProcessServer({ DATABASE_URL: suite.database.url, DATA_DIR: makeTempDir('keys-other-data') });
      otherHttp = request(other.app.getHttpServer());
    });

    afterAll(async () => {
      await other?.close();
    });

    /** The other process's usage service dropping `keyId`, which it does only when told the key is gone. */
    function droppedThere(keyId: string): Promise<void> {
      const forget = jest.spyOn(other.app.get(ApiUsageService), 'forgetKey');
      return waitFor(() => forget.mock.calls.some(([id]) => id === keyId), `the other process to drop key ${keyId}`).finally(() => forget.mockRestore());
    }

    it('is refused there on its next call once revoked here', async () => {
      // Its own account: a Free plan's 100 tokens are the limit, and the tests above spent Alice's.
      const owner = await signUp(suite.http);
      const { id, key } = (await createKey(owner, 'two-processes').expect(201)).body as { id: string; key: string };
      await otherHttp.post('/api/wp/text').send({ prompt: 'Hi', api_key: key }).expect(200);

      const dropped = droppedThere(id);
      await suite.http.delete(`/api/integrations/key/${id}`).set(bearer(owner.token)).expect(200);
      await dropped;
      const refused = await otherHttp.post('/api/wp/text').send({ prompt: 'Hi', api_key: key }).expect(401);
      expect(refused.body.code).toBe('INVALID_API_KEY');
    });

    it('is refused there once its account is deleted here, and when an operator revokes it in SQL', async () => {
      const leaving = await signUp(suite.http);
      const doomed = (await createKey(leaving, 'doomed-elsewhere').expect(201)).body as { id: string; key: string };
      const staying = (await createKey(await signUp(suite.http), 'revoked-by-sql').expect(201)).body as { id: string; key: string };
      await otherHttp.post('/api/wp/text').send({ prompt: 'Hi', api_key: doomed.key }).expect(200);
      await otherHttp.post('/api/wp/text').send({ prompt: 'Hi', api_key: staying.key }).expect(200);

      const deleted = droppedThere(doomed.id);
      await suite.http.delete('/api/account').set(bearer(leaving.token)).expect(204);
      await deleted;
      await otherHttp.post('/api/wp/text').send({ prompt: 'Hi', api_key: doomed.key }).expect(401);

      const revoked = droppedThere(staying.id);
      await suite.database.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [staying.id]);
      await revoked;
      await otherHttp.post('/api/wp/text').send({ prompt: 'Hi', api_key: staying.key }).expect(401);
    });
  });
});
