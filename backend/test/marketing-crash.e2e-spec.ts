import { ageAccount, CHARGES, ledgerOf, newKey } from './marketing.support';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { CrashRig } from './support/crash-rig';
import { waitFor } from './support/wait-for';
import { scaled } from './support/time-factor';

const TEXTS = 20;
const TEXTS_ANSWERED = 8;
const VISUALS = 10;
const VISUALS_ANSWERED = 4;
const CONSUMERS = 4;

/**
 * The credits ledger survives a hard crash: a real backend process is killed with SIGKILL while clients keep
 * charging credits and generations hold theirs (their upstream holds them open), then started again on the
 * same database. Every hold of the killed process is refunded, what was delivered stays charged, and the
 * ledger's entries still sum to the balance.
 */
describe('credits ledger across a SIGKILL of the backend (real process, real PostgreSQL)', () => {
  const rig = new CrashRig();

  afterAll(() => rig.stop());

  it('refunds every hold of the killed process, keeps what was delivered, and the ledger sums to the balance', async () => {
    const { app: first, url: api } = await rig.start('marketing_crash', { chat: TEXTS_ANSWERED, images: VISUALS_ANSWERED }, 'sk-test-marketing');
    const { database, upstream } = rig;
    const post = (path: string, body: object, token?: string) =>
      fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    const { token, user } = (await (await post('/auth/signup', { email: uniqueEmail('credits-crash'), password: PASSWORD })).json()) as {
      token: string;
      user: { id: string };
    };
    const auth = { Authorization: `Bearer ${token}` };
    expect((await fetch(`${api}/v1/credits`, { headers: auth })).status).toBe(200);
    // Elite from the next cycle, which starts now: 10,000 RC and 2,500 SC.
    await database.query("UPDATE credit_accounts SET tier = 'elite' WHERE user_id = $1", [user.id]);
    await ageAccount(database, user.id, 1);
    expect(await (await fetch(`${api}/v1/credits`, { headers: auth })).json()).toMatchObject({ rc: 10_010, sc: 2_505, tier: 'elite' });

    const delivered = { texts: 0, visuals: 0 };
    const generations = [
      ...Array.from({ length: TEXTS }, (_, i) =>
        post(`/marketing/campaign-copy?idempotency_key=${newKey('text')}`, { input: `Campaign ${i}`, copy_type: 'ad' }, token).then(async (r) => {
          await r.text();
          if (r.status === 200) delivered.texts += 1;
        }),
      ),
      ...Array.from({ length: VISUALS }, (_, i) =>
        post(`/marketing/visuals?idempotency_key=${newKey('visual')}`, { input: `Visual ${i}`, style: 'photo' }, token).then(async (r) => {
          await r.text();
          if (r.status === 200) delivered.visuals += 1;
        }),
      ),
    ].map((request) => request.catch(() => undefined));

    // Clients charging as fast as they can until the process dies under them.
    const charged: string[] = [];
    let dead = false;
    const consumers = Array.from({ length: CONSUMERS }, async (_, n) => {
      while (!dead) {
        const body = n % 2 ? CHARGES.visual('sketch') : CHARGES.quickCopy;
        const answer = await post(`/v1/consume?idempotency_key=${newKey('c')}`, body, token).catch(() => null);
        if (!answer) return;
        if (answer.status === 200) charged.push(((await answer.json()) as { id: string }).id);
        else await answer.text();
      }
    });

    await waitFor(
      () => upstream.received.chat === TEXTS && upstream.received.images === VISUALS,
      'every generation to reach the upstream',
      30_000,
    );
    await waitFor(() => delivered.texts === TEXTS_ANSWERED && delivered.visuals === VISUALS_ANSWERED, 'the answered generations to be delivered', 30_000);
    await waitFor(() => charged.length >= 100, 'a hundred charges', 30_000);

    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    dead = true;
    await Promise.all([...generations, ...consumers]);
    const [{ held }] = await database.query<{ held: number }>("SELECT count(*)::int AS held FROM credit_entries WHERE status = 'held'");
    expect(held).toBeGreaterThanOrEqual(charged.length + (TEXTS - TEXTS_ANSWERED) + (VISUALS - VISUALS_ANSWERED));

    await rig.restart();
    await waitFor(
      async () => (await database.query("SELECT 1 FROM credit_entries WHERE status = 'held'")).length === 0,
      'the restarted process to refund what the killed one held',
      15_000,
    );

    const ledger = await ledgerOf(database, user.id);
    expect(ledger.held).toBe(0);
    expect(ledger.entries).toEqual(ledger.balance);
    // Exactly the delivered generations stay charged, each with its artifact; every other charge was refunded once.
    const rows = await database.query<{ currency: string; status: string; n: number }>(
      "SELECT currency, status, count(*)::int AS n FROM credit_entries WHERE user_id = $1 AND kind = 'charge' GROUP BY 1, 2 ORDER BY 1, 2",
      [user.id],
    );
    const captured = Object.fromEntries(rows.filter((r) => r.status === 'captured').map((r) => [r.currency, r.n]));
    expect(captured).toEqual({ RC: TEXTS_ANSWERED, SC: VISUALS_ANSWERED });
    const [{ artifacts }] = await database.query<{ artifacts: number }>('SELECT count(*)::int AS artifacts FROM marketing_artifacts WHERE user_id = $1', [user.id]);
    expect(artifacts).toBe(TEXTS_ANSWERED + VISUALS_ANSWERED);
    const [{ unrefunded }] = await database.query<{ unrefunded: number }>(
      `SELECT count(*)::int AS unrefunded FROM credit_entries c WHERE c.user_id = $1 AND c.kind = 'charge' AND c.status = 'released'
         AND (SELECT count(*) FROM credit_entries r WHERE r.charge_id = c.id AND r.kind = 'refund') <> 1`,
      [user.id],
    );
    expect(unrefunded).toBe(0);
    const [{ answered }] = await database.query<{ answered: number }>('SELECT count(*)::int AS answered FROM credit_entries WHERE id = ANY($1::uuid[])', [charged]);
    expect(answered).toBe(charged.length);
    expect(ledger.balance).toEqual({ RC: 10_010 - TEXTS_ANSWERED, SC: 2_505 - VISUALS_ANSWERED });
  }, scaled(120_000));
});
