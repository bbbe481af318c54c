import { CreditHoldSweeper } from '../src/metering/credits/credit-hold-sweeper';
import { CreditsService } from '../src/metering/credits/credits.service';
import { CHARGES, ageAccount, consume, ledgerOf, newKey } from './marketing.support';
import { bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

/** The credits ledger through its HTTP calls (spec 001 §7), against real PostgreSQL. */
describe('Marketing credits: GET /api/v1/credits and POST /api/v1/consume (real PostgreSQL)', () => {
  const suite = useSuiteServer('marketing_credits', { BACKEND_MODULES: 'auth,marketing' });

  /** Over real HTTP, so parallel requests really run in parallel. */
  const consumeOverHttp = (token: string, key: string, body: object = CHARGES.quickCopy) =>
    fetch(`${suite.server.url}/v1/consume?idempotency_key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }));

  it('starts a new account on Free with 10 RC and 5 SC, granted as ledger entries, with the costs', async () => {
    const account = await signUp(suite.http);
    const credits = await suite.http.get('/api/v1/credits').set(bearer(account.token)).expect(200);

    expect(credits.body).toMatchObject({
      rc: 10,
      sc: 5,
      tier: 'free',
      held: { rc: 0, sc: 0 },
      allocation: { rc: 10, sc: 5 },
      rollover_cap: { rc: 20, sc: 10 },
      costs: { text: { currency: 'RC', amount: 1 }, image: { currency: 'SC', amount: 1 } },
      currencies: { RC: expect.stringMatching(/^RC pays for text/), SC: expect.stringMatching(/^SC pays for visuals/) },
    });
    expect(new Date(credits.body.next_grant_at).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const ledger = await suite.http.get('/api/v1/credits/ledger').set(bearer(account.token)).expect(200);
    expect(ledger.body.entries.map((e: { kind: string; currency: string; amount: number }) => [e.kind, e.currency, e.amount]).sort()).toEqual([
      ['grant', 'RC', 10],
      ['grant', 'SC', 5],
    ]);
  });

  it('needs a live session, which consume checks in its own statement as every guard would', async () => {
    // No credentials at all: sign-in is needed, no session "ended".
    const signIn = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };
    expect((await suite.http.get('/api/v1/credits').expect(401)).body).toEqual(signIn);
    expect((await suite.http.post('/api/v1/consume?idempotency_key=k1').send(CHARGES.quickCopy).expect(401)).body).toEqual(signIn);
    await suite.http.post('/api/v1/consume?idempotency_key=k1').set('Authorization', 'Bearer not-a-token').send(CHARGES.quickCopy).expect(401);
    const unknown = `ats_${'A'.repeat(43)}`;
    const refused = await suite.http.post('/api/v1/consume?idempotency_key=k1').set(bearer(unknown)).send(CHARGES.quickCopy).expect(401);
    expect(refused.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });

    const account = await signUp(suite.http);
    await consume(suite.http, account.token, newKey()).expect(200);
    // A use of the session is recorded (at most once a minute), as identity's guard does.
    await suite.database.query("UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE user_id = $1", [account.user.id]);
    await consume(suite.http, account.token, newKey()).expect(200);
    const [{ seen }] = await suite.database.query<{ seen: boolean }>("SELECT last_seen_at > now() - interval '1 minute' AS seen FROM sessions WHERE user_id = $1", [
      account.user.id,
    ]);
    expect(seen).toBe(true);
    // Idle for longer than SESSION_IDLE_DAYS (30), or signed out: over.
    await suite.database.query("UPDATE sessions SET last_seen_at = now() - interval '31 days' WHERE user_id = $1", [account.user.id]);
    await consume(suite.http, account.token, newKey()).expect(401);
    const other = await signUp(suite.http);
    await suite.http.post('/api/auth/logout').set(bearer(other.token)).expect(204);
    await consume(suite.http, other.token, newKey()).expect(401);
    expect((await ledgerOf(suite.database, account.user.id)).balance.RC).toBe(8);
  });

  it('admits exactly 10 of 50 parallel consumes with distinct keys on a Free account, and refuses the rest with 402 and the shortfall', async () => {
    const account = await signUp(suite.http);
    const answers = await Promise.all(Array.from({ length: 50 }, () => consumeOverHttp(account.token, newKey())));

    const admitted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402);
    expect(admitted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    // Each admitted answer shows the exact balance right after its own charge: 9, 8, … 0, once each.
    expect(admitted.map((a) => a.body.rc).sort((x, y) => Number(x) - Number(y))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(refused[0].body).toEqual({
      statusCode: 402,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough RC: this costs 1 RC and you have 0. Upgrade your plan for more credits.',
      currency: 'RC',
      cost: 1,
      balance: 0,
      shortfall: 1,
      tier: 'free',
    });
    const ledger = await ledgerOf(suite.database, account.user.id);
    expect(ledger.balance).toEqual({ RC: 0, SC: 5 });
    expect(ledger.entries).toEqual(ledger.balance);
  });

  it('charges 20 parallel consumes with the same key once: the others get the same answer or 409', async () => {
    const account = await signUp(suite.http);
    const key = newKey('same');
    const answers = await Promise.all(Array.from({ length: 20 }, () => consumeOverHttp(account.token, key, CHARGES.visual('sketch'))));

    const ok = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of ok) expect(answer.body).toEqual(ok[0].body);
    expect(ok.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(ok[0].body).toMatchObject({ status: 'held', endpoint: 'image', currency: 'SC', cost: 1, rc: 10, sc: 4, tier: 'free' });
    const [{ charges }] = await suite.database.query<{ charges: number }>(
      "SELECT count(*)::int AS charges FROM credit_entries WHERE user_id = $1 AND kind = 'charge'",
      [account.user.id],
    );
    expect(charges).toBe(1);
    expect((await ledgerOf(suite.database, account.user.id)).balance).toEqual({ RC: 10, SC: 4 });
  });

  it('answers the first answer again for the same key and body, even after the balance ran out, and 422 for another body', async () => {
    const account = await signUp(suite.http);
    const key = newKey('replay');
    const first = await consume(suite.http, account.token, key, CHARGES.campaign('ad')).expect(200);
    for (let i = 0; i < 9; i += 1) await consume(suite.http, account.token, newKey()).expect(200);

    // Keys are matched whatever the order of the body's fields.
    const again = await consume(suite.http, account.token, key, { meta: { copyType: 'ad', feature: 'campaign_copy' }, source: 'web', endpoint: 'text' }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const viaHeader = await suite.http.post('/api/v1/consume').set(bearer(account.token)).set('X-Idempotency-Key', key).send(CHARGES.campaign('ad')).expect(200);
    expect(viaHeader.body).toEqual(first.body);

    const other = await consume(suite.http, account.token, key, CHARGES.campaign('email')).expect(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await consume(suite.http, account.token, newKey()).expect(402);
    expect((await ledgerOf(suite.database, account.user.id)).balance.RC).toBe(0);
  });

  it('refuses bad input with clear 4xx answers', async () => {
    const account = await signUp(suite.http);
    const auth = bearer(account.token);
    const post = (path: string, body: unknown) => suite.http.post(path).set(auth).send(body as object);

    expect((await suite.http.post('/api/v1/consume').set(auth).send(CHARGES.quickCopy).expect(400)).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await suite.http.post('/api/v1/consume?idempotency_key=a').set(auth).set('X-Idempotency-Key', 'b').send(CHARGES.quickCopy).expect(400)).body.code).toBe(
      'INVALID_IDEMPOTENCY_KEY',
    );
    await post('/api/v1/consume?idempotency_key=has%20space', CHARGES.quickCopy).expect(400);
    await post(`/api/v1/consume?idempotency_key=${'k'.repeat(129)}`, CHARGES.quickCopy).expect(400);
    for (const body of [
      { ...CHARGES.quickCopy, endpoint: 'video' },
      { ...CHARGES.quickCopy, source: 'app' },
      { endpoint: 'text', source: 'web' },
      { ...CHARGES.quickCopy, meta: { feature: 'quick_create', extra: 1 } },
      { ...CHARGES.quickCopy, meta: 'quick' },
      { ...CHARGES.quickCopy, amount: 1000 },
      [],
    ]) {
      expect((await post(`/api/v1/consume?idempotency_key=${newKey()}`, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    const mismatch = await post(`/api/v1/consume?idempotency_key=${newKey()}`, { endpoint: 'image', source: 'web', meta: { feature: 'campaign_copy', copyType: 'ad' } }).expect(400);
    expect(mismatch.body).toMatchObject({ code: 'INVALID_CHARGE', message: 'campaign_copy is paid with the text endpoint (RC)' });
    await suite.http.get('/api/v1/credits/ledger?limit=0').set(auth).expect(400);
    // Nothing was charged by any of it; the account was not even opened until now.
    const [{ accounts }] = await suite.database.query<{ accounts: number }>('SELECT count(*)::int AS accounts FROM credit_accounts WHERE user_id = $1', [
      account.user.id,
    ]);
    expect(accounts).toBe(0);
    expect((await suite.http.get('/api/v1/credits').set(auth).expect(200)).body).toMatchObject({ rc: 10, sc: 5 });
  });

  it('refunds a hold no generation claims once its time is up, with a refund entry', async () => {
    const account = await signUp(suite.http);
    const key = newKey('unclaimed');
    const held = await consume(suite.http, account.token, key).expect(200);
    expect((await suite.http.get('/api/v1/credits').set(bearer(account.token))).body).toMatchObject({ rc: 9, held: { rc: 1, sc: 0 } });

    await suite.database.query("UPDATE credit_entries SET held_until = now() - interval '1 second' WHERE id = $1", [held.body.id]);
    expect(await suite.server.app.get(CreditHoldSweeper).sweepNow()).toBeGreaterThanOrEqual(1);

    expect((await suite.http.get('/api/v1/credits').set(bearer(account.token))).body).toMatchObject({ rc: 10, held: { rc: 0, sc: 0 } });
    const ledger = await suite.http.get('/api/v1/credits/ledger').set(bearer(account.token)).expect(200);
    expect(ledger.body.entries[0]).toMatchObject({ kind: 'refund', currency: 'RC', amount: 1, balance_after: 10, charge_id: held.body.id });
    expect(ledger.body.entries[1]).toMatchObject({ kind: 'charge', status: 'released', amount: -1 });
    // A replay of the key answers the first answer with the charge's state now: refunded, not held.
    const replay = await consume(suite.http, account.token, key).expect(200);
    expect(replay.body).toEqual({ ...held.body, status: 'released' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The hold it names is gone, so a generation under it is told so.
    const late = await suite.http.post(`/api/marketing/quick-create?idempotency_key=${key}`).set(bearer(account.token)).send({ input: 'Late' }).expect(409);
    expect(late.body.code).toBe('CHARGE_RELEASED');
    expect((await suite.http.get('/api/v1/credits').set(bearer(account.token))).body.rc).toBe(10);
  });

  it('gives ten refunds written in one statement a running balance each, in the ledger order (1…10, not 10 ten times)', async () => {
    const account = await signUp(suite.http);
    for (let i = 0; i < 10; i++) await consume(suite.http, account.token, newKey('batch')).expect(200);
    await suite.database.query("UPDATE credit_entries SET held_until = now() - interval '1 second' WHERE user_id = $1 AND status = 'held'", [account.user.id]);
    expect(await suite.server.app.get(CreditHoldSweeper).sweepNow()).toBeGreaterThanOrEqual(10);

    const ledger = await suite.http.get('/api/v1/credits/ledger').set(bearer(account.token)).expect(200);
    const refunds = (ledger.body.entries as Array<{ kind: string; balance_after: number; created_at: string }>).filter((e) => e.kind === 'refund');
    expect(new Set(refunds.map((e) => e.created_at)).size).toBe(1);
    // Newest first: the last refund written leaves the whole 10.
    expect(refunds.map((e) => e.balance_after)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('rolls unused credits over on each cycle but never past twice the allocation, spending and expiring the oldest grant first', async () => {
    const account = await signUp(suite.http);
    const credits = suite.server.app.get(CreditsService);
    await credits.setTier(account.user.id, 'creator'); // from the next grant on: 500 RC / 100 SC a month
    const read = async () => (await suite.http.get('/api/v1/credits').set(bearer(account.token)).expect(200)).body;
    /** A charge whose generation succeeded. */
    const spend = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        const charge = await consume(suite.http, account.token, newKey()).expect(200);
        expect(await credits.capture(charge.body.id)).toBe(true);
      }
    };

    // Cycle 0 was Free (10 RC). Spend 4, then one month passes: 6 + 500.
    await spend(4);
    await ageAccount(suite.database, account.user.id, 1);
    expect(await read()).toMatchObject({ rc: 506, sc: 105, tier: 'creator', rollover_cap: { rc: 1000, sc: 200 } });
    // The older grant (6 left of 10) is spent before the new one.
    expect((await read()).grants.filter((g: { currency: string }) => g.currency === 'RC').map((g: { remaining: number; amount: number }) => [g.amount, g.remaining])).toEqual([
      [10, 6],
      [500, 500],
    ]);
    await spend(7);
    expect((await read()).grants.filter((g: { currency: string }) => g.currency === 'RC').map((g: { remaining: number }) => g.remaining)).toEqual([499]);

    // Month after month without spending: 499 → 999 → 1000 (capped) → 1000…, never above twice 500.
    const balances: number[] = [];
    for (let month = 0; month < 4; month += 1) {
      await ageAccount(suite.database, account.user.id, 1);
      balances.push((await read()).rc);
    }
    expect(balances).toEqual([999, 1000, 1000, 1000]);
    const ledger = await ledgerOf(suite.database, account.user.id);
    expect(ledger.entries).toEqual(ledger.balance);
    const [{ expired }] = await suite.database.query<{ expired: string }>(
      "SELECT COALESCE(-sum(amount), 0)::text AS expired FROM credit_entries WHERE user_id = $1 AND kind = 'expiry' AND currency = 'RC'",
      [account.user.id],
    );
    expect(Number(expired)).toBe(499 + 4 * 500 - 1000);

    // A year away: still exactly the cap, and only the last two missed cycles are written.
    const grantsBefore = (await credits.ledger(account.user.id, 200)).filter((e) => e.kind === 'grant').length;
    await ageAccount(suite.database, account.user.id, 12);
    expect((await read()).rc).toBe(1000);
    expect((await credits.ledger(account.user.id, 200)).filter((e) => e.kind === 'grant').length).toBe(grantsBefore + 4);

    // Credits on hold count towards the cap, so a refund after a grant cannot lift the balance past it.
    const hold = await consume(suite.http, account.token, newKey()).expect(200);
    await ageAccount(suite.database, account.user.id, 1);
    expect(await read()).toMatchObject({ rc: 999, held: { rc: 1 } });
    expect(await credits.release(hold.body.id)).toBe(true);
    expect((await read()).rc).toBe(1000);
    const after = await ledgerOf(suite.database, account.user.id);
    expect(after.entries).toEqual(after.balance);
  });

  it('grants each cycle once however many requests arrive when it is due', async () => {
    const account = await signUp(suite.http);
    await suite.http.get('/api/v1/credits').set(bearer(account.token)).expect(200);
    await ageAccount(suite.database, account.user.id, 1);

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => consumeOverHttp(account.token, newKey())),
      ...Array.from({ length: 10 }, () => fetch(`${suite.server.url}/v1/credits`, { headers: bearer(account.token) }).then((r) => r.status)),
    ]);

    expect(answers.slice(0, 10).every((a) => typeof a === 'object' && a.status === 200)).toBe(true);
    const [{ grants }] = await suite.database.query<{ grants: number }>(
      "SELECT count(*)::int AS grants FROM credit_entries WHERE user_id = $1 AND kind = 'grant'",
      [account.user.id],
    );
    expect(grants).toBe(4);
    expect((await ledgerOf(suite.database, account.user.id)).balance).toEqual({ RC: 10, SC: 10 });
  });
});
