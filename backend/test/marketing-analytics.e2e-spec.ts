import { bearer, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'generate_success',
  meta: { feature: 'campaign_copy', copyType: 'ad' },
  timestamp: Date.now(),
  source: 'web',
  duration_ms: 840,
  rc: 9,
  sc: 5,
  ...overrides,
});

/** POST /api/analytics/event and the per-account summary (real PostgreSQL). */
describe('Marketing analytics: /api/analytics (real PostgreSQL)', () => {
  const suite = useSuiteServer('marketing_analytics', { BACKEND_MODULES: 'auth,marketing' });

  const send = (body: unknown, token?: string, ip = uniqueIp()) => {
    const call = suite.http.post('/api/analytics/event').set('X-Forwarded-For', ip);
    return (token ? call.set(bearer(token)) : call).send(body as object);
  };

  it('stores a valid event for the account and counts it per name and day', async () => {
    const account = await signUp(suite.http);
    expect((await send(event(), account.token).expect(202)).body).toEqual({ accepted: true });
    await send(event({ name: 'upgrade_drawer', meta: { action: 'open' }, timestamp: new Date().toISOString() }), account.token).expect(202);
    await send(event({ name: 'upgrade_drawer', meta: { action: 'upgrade_click', plan: 'creator' }, duration_ms: undefined, rc: undefined, sc: undefined }), account.token).expect(202);

    const [stored] = await suite.database.query<{ name: string; meta: object; duration_ms: number; rc: string }>(
      "SELECT name, meta, duration_ms, rc::text FROM analytics_events WHERE user_id = $1 AND name = 'generate_success'",
      [account.user.id],
    );
    expect(stored).toEqual({ name: 'generate_success', meta: { feature: 'campaign_copy', copyType: 'ad' }, duration_ms: 840, rc: '9' });

    const summary = await suite.http.get('/api/analytics/summary?days=7').set(bearer(account.token)).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(summary.body).toEqual({
      days: 7,
      from: new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10),
      to: today,
      daily: [
        { day: today, name: 'generate_success', count: 1 },
        { day: today, name: 'upgrade_drawer', count: 2 },
      ],
      totals: [
        { name: 'upgrade_drawer', count: 2 },
        { name: 'generate_success', count: 1 },
      ],
    });
    const other = await signUp(suite.http);
    expect((await suite.http.get('/api/analytics/summary').set(bearer(other.token)).expect(200)).body).toMatchObject({ days: 14, daily: [], totals: [] });
    await suite.http.get('/api/analytics/summary').expect(401);
    await suite.http.get('/api/analytics/summary?days=91').set(bearer(account.token)).expect(400);
  });

  it('accepts a visitor\'s event without an account, and refuses a dead token', async () => {
    await send(event({ name: 'upgrade_drawer' })).expect(202);
    await send(event(), 'ats_not-a-live-session').expect(401);
    const [{ anonymous }] = await suite.database.query<{ anonymous: number }>('SELECT count(*)::int AS anonymous FROM analytics_events WHERE user_id IS NULL');
    expect(anonymous).toBe(1);
  });

  it('refuses malformed events with 400 and stores none of them', async () => {
    const account = await signUp(suite.http);
    for (const body of [
      event({ name: '' }),
      event({ name: 'Has Spaces' }),
      event({ name: 'x'.repeat(65) }),
      event({ source: 'ios' }),
      event({ source: undefined }),
      event({ meta: { nested: { deep: true } } }),
      event({ meta: { list: [1, 2] } }),
      event({ meta: { long: 'x'.repeat(201) } }),
      event({ meta: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }),
      event({ meta: 'text' }),
      event({ timestamp: 'yesterday' }),
      event({ timestamp: 1e16 }),
      event({ duration_ms: -1 }),
      event({ duration_ms: 1.5 }),
      event({ rc: -3 }),
      event({ sc: 'many' }),
      event({ extra: 'field' }),
      [],
    ]) {
      const answer = await send(body, account.token).expect(400);
      expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const [{ stored }] = await suite.database.query<{ stored: number }>('SELECT count(*)::int AS stored FROM analytics_events WHERE user_id = $1', [account.user.id]);
    expect(stored).toBe(0);
  });

  it('limits a burst to 60 events per sender with 429 and Retry-After; other senders are not affected', async () => {
    const account = await signUp(suite.http);
    // 90 at once: the bucket of 60 refills one a second, so however slow the machine, some are refused.
    const answers = await Promise.all(
      Array.from({ length: 90 }, () =>
        fetch(`${suite.server.url}/analytics/event`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...bearer(account.token) },
          body: JSON.stringify(event()),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const accepted = statuses.filter((s) => s === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(accepted).toBeLessThan(90);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90 - accepted);
    const limited = answers.find((a) => a.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await send(event(), (await signUp(suite.http)).token).expect(202);
  });
});
