import { PASSWORD, uniqueEmail } from './support/accounts';
import { CrashRig } from './support/crash-rig';
import { waitFor } from './support/wait-for';
import { scaled } from './support/time-factor';

const KEY_TEXTS = 40;
const DEMO_TEXTS = 10;
const CHATS = 20;
const IMAGES = 10;
const DEMO_IP = '203.0.113.77';

interface Counter {
  used: string;
  held: string;
}

/**
 * Metering survives a hard crash: usage equals what clients received, and nothing a killed process held
 * stays charged. A real backend process is killed with SIGKILL while gateway texts, photos, demo texts and
 * chat streams are in flight (their upstream holds them open), then started again on the same database.
 */
describe('metering across a SIGKILL of the backend (real process, real PostgreSQL)', () => {
  const rig = new CrashRig();

  afterAll(() => rig.stop());

  it('keeps exactly what was delivered and releases every hold of the killed process', async () => {
    const { app: first, url: api } = await rig.start('metering_crash', { chat: 25, images: 5 }, 'sk-test-metering');
    const { database, upstream } = rig;
    const post = (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

    const signup = (await (await post('/auth/signup', { email: uniqueEmail('crash'), password: PASSWORD })).json()) as {
      token: string;
      user: { id: string };
    };
    const auth = { Authorization: `Bearer ${signup.token}` };
    const { key } = (await (await post('/integrations/key', { label: 'crash test' }, auth)).json()) as { key: string };
    await database.query("UPDATE users SET api_plan = 'business', plan = 'pro' WHERE id = $1", [signup.user.id]);

    const delivered = { tokens: 0, keyTexts: 0, images: 0, demoTexts: 0, chats: 0, answers: 0 };
    const deliver = (record: () => void) => {
      record();
      delivered.answers += 1;
    };
    const inFlight = [
      ...Array.from({ length: KEY_TEXTS }, (_, i) =>
        post('/wp/text', { prompt: `Question ${i}`, api_key: key }).then(async (response) => {
          const { tokens } = (await response.json()) as { tokens: number };
          if (response.ok)
            deliver(() => {
              delivered.tokens += tokens;
              delivered.keyTexts += 1;
            });
        }),
      ),
      ...Array.from({ length: IMAGES }, (_, i) =>
        post('/wp/photo', { prompt: `Picture ${i}`, api_key: key }).then(async (response) => {
          await response.json();
          if (response.ok) deliver(() => (delivered.images += 1));
        }),
      ),
      ...Array.from({ length: DEMO_TEXTS }, (_, i) =>
        post('/wp/text', { prompt: `Demo ${i}`, api_key: 'atk_demo_public' }, { 'X-Forwarded-For': DEMO_IP }).then(async (response) => {
          await response.json();
          if (response.ok) deliver(() => (delivered.demoTexts += 1));
        }),
      ),
      ...Array.from({ length: CHATS }, (_, i) =>
        post('/chat/stream', { message: `Chat ${i}`, session_id: `crash${i}x` }, auth).then(async (response) => {
          if ((await response.text()).endsWith('data: [DONE]\n\n')) deliver(() => (delivered.chats += 1));
        }),
      ),
    ].map((request) => request.catch(() => undefined));
    const total = KEY_TEXTS + IMAGES + DEMO_TEXTS + CHATS;

    // Every request reached the upstream (so each holds its usage), and every answered one reached its client.
    await waitFor(
      async () => upstream.received.chat === KEY_TEXTS + DEMO_TEXTS + CHATS && upstream.received.images === IMAGES,
      'every request to reach the upstream',
      30_000,
    );
    await waitFor(async () => delivered.answers === 30, '25 texts or chats and 5 photos to be delivered', 30_000);

    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await Promise.all(inFlight);
    expect(delivered.answers).toBe(30);
    expect(delivered.images).toBe(5);

    // Everything still in flight held its usage when the process died: one reservation per photo, demo text
    // and chat, and the key's texts lent from its account's allowance block(s), which hold at least their
    // answers' longest length (1,024 tokens) each.
    const [holds] = await database.query<{ others: number; tokens: string | null }>(
      "SELECT count(*) FILTER (WHERE meter <> 'api.tokens')::int AS others, sum(amount) FILTER (WHERE meter = 'api.tokens')::text AS tokens FROM meter_reservations",
    );
    const keyTextsInFlight = KEY_TEXTS - delivered.keyTexts;
    expect(holds.others).toBe(total - 30 - keyTextsInFlight);
    expect(Number(holds.tokens ?? 0)).toBeGreaterThanOrEqual(keyTextsInFlight * 1_024);

    await rig.restart();
    await waitFor(
      async () => (await database.query('SELECT 1 FROM meter_reservations')).length === 0,
      'the restarted process to release what the killed one held',
      15_000,
    );

    const counter = async (subject: string, meter: string): Promise<Counter> =>
      (await database.query<Counter>('SELECT used::text, held::text FROM meter_counters WHERE subject = $1 AND meter = $2', [subject, meter]))[0] ?? {
        used: '0',
        held: '0',
      };
    const account = `account:${signup.user.id}`;
    expect(await counter(account, 'api.tokens')).toEqual({ used: String(delivered.tokens), held: '0' });
    expect(await counter(account, 'api.images')).toEqual({ used: String(delivered.images), held: '0' });
    expect(await counter(`user:${signup.user.id}`, 'daily.chat')).toEqual({ used: String(delivered.chats), held: '0' });
    expect(await counter(`demo:${DEMO_IP}`, 'demo.text')).toEqual({ used: String(delivered.demoTexts), held: '0' });
  }, scaled(120_000));
});
