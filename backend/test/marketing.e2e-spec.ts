import type { Engines } from '../src/engines/create-engines';
import { EngineError } from '../src/engines/engine-error';
import { ENGINES } from '../src/engines/engines.module';
import { FailingTextEngine, RecordingTextEngine } from './chat.support';
import { CHARGES, consume, ledgerOf, newKey, sseContent } from './marketing.support';
import { FailingImageEngine, PNG_SIGNATURE } from './media.support';
import { bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const COPY_LABELS = {
  ad: ['Headline', 'Body', 'Call to action'],
  email: ['Subject', 'Preview', 'Body'],
  landing: ['Headline', 'Subheadline', 'Body', 'Call to action'],
  social: ['Post', 'Hashtags'],
} as const;

/** Marketing Studio's generators, artifacts, brand kit and Chat Engineer over the credits ledger (real PostgreSQL). */
describe('Marketing Studio: /api/marketing (real PostgreSQL, offline engine)', () => {
  let engines: Engines;
  let original: Pick<Engines, 'text' | 'image'>;

  const suite = useSuiteServer('marketing', { BACKEND_MODULES: 'auth,media,marketing' }, { dataDir: 'marketing-data' });

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    original = { text: engines.text, image: engines.image };
  });

  afterEach(() => {
    Object.assign(engines, original);
  });

  const post = (token: string, path: string, body: object, key?: string) =>
    suite.http.post(`/api/marketing/${path}${key ? `?idempotency_key=${encodeURIComponent(key)}` : ''}`).set(bearer(token)).send(body);
  const credits = async (token: string) => (await suite.http.get('/api/v1/credits').set(bearer(token)).expect(200)).body;

  it('serves the plans of spec 001 §9 to anyone, with the costs and what RC and SC pay for', async () => {
    const { body } = await suite.http.get('/api/marketing/plans').expect(200);

    expect(body.plans.map((p: Record<string, unknown>) => [p.id, p.name, p.price, p.period, p.rc, p.sc, p.popular, p.contact_sales])).toEqual([
      ['free', 'Free', '$0', 'forever', 10, 5, false, false],
      ['creator', 'Creator', '$29', 'per month', 500, 100, true, false],
      ['pro', 'Pro', '$99', '', 2000, 500, false, false],
      ['elite', 'Elite', '$299', '', 10000, 2500, false, true],
    ]);
    expect(body.plans[3].cta).toBe('Contact sales');
    expect(body.costs).toEqual({ text: { currency: 'RC', amount: 1 }, image: { currency: 'SC', amount: 1 } });
    expect(body.rollover_multiplier).toBe(2);
  });

  it('keeps a brand kit per account and validates it', async () => {
    const account = await signUp(suite.http);
    expect((await suite.http.get('/api/marketing/brand-kit').set(bearer(account.token)).expect(200)).body).toEqual({
      product: '',
      audience: '',
      voice: '',
      updated_at: null,
    });
    const saved = await suite.http
      .put('/api/marketing/brand-kit')
      .set(bearer(account.token))
      .send({ product: '  Glow Candles ', audience: 'busy parents', voice: 'warm and friendly' })
      .expect(200);
    expect(saved.body).toMatchObject({ product: 'Glow Candles', audience: 'busy parents', voice: 'warm and friendly' });
    await suite.http.put('/api/marketing/brand-kit').set(bearer(account.token)).send({ product: 'x'.repeat(201), audience: '', voice: '' }).expect(400);
    await suite.http.put('/api/marketing/brand-kit').set(bearer(account.token)).send({ product: 'A' }).expect(400);
    const other = await signUp(suite.http);
    expect((await suite.http.get('/api/marketing/brand-kit').set(bearer(other.token))).body.product).toBe('');
    await suite.http.get('/api/marketing/brand-kit').expect(401);
  });

  it('quick-creates structured copy labelled offline, charged 1 RC under the studio\'s own charge and captured', async () => {
    const account = await signUp(suite.http);
    await suite.http.put('/api/marketing/brand-kit').set(bearer(account.token)).send({ product: 'Glow Candles', audience: 'busy parents', voice: 'warm' });
    const key = newKey('quick');
    const held = await consume(suite.http, account.token, key, CHARGES.quickCopy).expect(200);
    expect(held.body.rc).toBe(9);

    const created = await post(account.token, 'quick-create', { input: '  Spring sale on soy candles, 20% off  ' }, key).expect(200);

    expect(created.body).toMatchObject({
      kind: 'copy',
      input: 'Spring sale on soy candles, 20% off',
      copy_type: null,
      engine: { provider: 'local', label: 'offline engine' },
      cost: { currency: 'RC', amount: 1 },
      charge_id: held.body.id,
    });
    expect(created.body.output.map((item: { label: string }) => item.label)).toEqual(['Headline', 'Body']);
    expect(created.body.output[0].content).toContain('Glow Candles');
    expect(created.headers['x-engine']).toMatch(/offline engine/);
    expect(await credits(account.token)).toMatchObject({ rc: 9, held: { rc: 0 } });
    const [charge] = await suite.database.query<{ status: string }>('SELECT status FROM credit_entries WHERE id = $1', [held.body.id]);
    expect(charge.status).toBe('captured');
    // The studio's consume, replayed, reports what became of the charge.
    const replayedCharge = await consume(suite.http, account.token, key, CHARGES.quickCopy).expect(200);
    expect(replayedCharge.body).toEqual({ ...held.body, status: 'captured' });
    expect(replayedCharge.headers['idempotent-replayed']).toBe('true');

    // The same request again: the same artifact, nothing charged or generated again.
    const again = await post(account.token, 'quick-create', { input: 'Spring sale on soy candles, 20% off' }, key).expect(200);
    expect(again.body).toEqual(created.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await post(account.token, 'quick-create', { input: 'Something else' }, key).expect(422)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await post(account.token, 'quick-create', { input: 'x', output: 'image' }, key).expect(422)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await credits(account.token)).rc).toBe(9);
  });

  it('writes campaign copy of every type with its own parts, and charges without a prior consume too', async () => {
    const account = await signUp(suite.http);
    for (const [copyType, labels] of Object.entries(COPY_LABELS)) {
      const { body } = await post(account.token, 'campaign-copy', { input: 'Launch of our budgeting app for students', copy_type: copyType }, newKey()).expect(200);
      expect(body).toMatchObject({ kind: 'campaign_copy', copy_type: copyType, cost: { currency: 'RC', amount: 1 } });
      expect(body.output.map((item: { label: string }) => item.label)).toEqual(labels);
      for (const item of body.output) expect(item).toMatchObject({ type: 'text', content: expect.stringMatching(/\S{3}/) });
    }
    // Without a key the request still runs once, under a key of its own.
    await post(account.token, 'campaign-copy', { input: 'One more', copy_type: 'ad' }).expect(200);
    expect(await credits(account.token)).toMatchObject({ rc: 5, sc: 5 });
    const ledger = await ledgerOf(suite.database, account.user.id);
    expect(ledger.entries).toEqual(ledger.balance);
  });

  it('makes a visual per style through the image engine, served as PNG, charged 1 SC each', async () => {
    const account = await signUp(suite.http);
    for (const style of ['photo', 'illustration', '3d', 'sketch']) {
      const key = newKey(style);
      await consume(suite.http, account.token, key, CHARGES.visual(style)).expect(200);
      const { body } = await post(account.token, 'visuals', { input: 'Lavender candle on a wooden table', style }, key).expect(200);
      expect(body).toMatchObject({ kind: 'visual', style, cost: { currency: 'SC', amount: 1 }, engine: { label: 'offline engine' } });
      const [image] = body.output;
      expect(image).toMatchObject({ type: 'image', width: 1024, height: 1024, alt: 'Lavender candle on a wooden table' });
      const png = await suite.http.get(image.url).buffer(true).expect(200).expect('Content-Type', 'image/png');
      expect((png.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
    const quickImage = await post(account.token, 'quick-create', { input: 'Logo idea', output: 'image' }, newKey()).expect(200);
    expect(quickImage.body).toMatchObject({ kind: 'image', cost: { currency: 'SC', amount: 1 } });
    expect(await credits(account.token)).toMatchObject({ rc: 10, sc: 0 });
    const refused = await post(account.token, 'visuals', { input: 'One too many', style: 'photo' }, newKey()).expect(402);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', currency: 'SC', shortfall: 1 });
  });

  it('refunds a failed generation automatically and answers the engine\'s error', async () => {
    const account = await signUp(suite.http);
    engines.text = new FailingTextEngine();
    const key = newKey('fail');
    await consume(suite.http, account.token, key, CHARGES.campaign('email')).expect(200);
    const failed = await post(account.token, 'campaign-copy', { input: 'Spring sale', copy_type: 'email' }, key).expect(502);
    expect(failed.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The AI provider answered 500.' });

    engines.image = new FailingImageEngine(new EngineError('timeout', 'The image engine took too long.'));
    const timedOut = await post(account.token, 'visuals', { input: 'A candle', style: 'photo' }, newKey()).expect(504);
    expect(timedOut.body.code).toBe('ENGINE_TIMEOUT');

    expect(await credits(account.token)).toMatchObject({ rc: 10, sc: 5, held: { rc: 0, sc: 0 } });
    const ledger = await suite.http.get('/api/v1/credits/ledger').set(bearer(account.token)).expect(200);
    const kinds = ledger.body.entries.map((e: { kind: string; status: string | null }) => `${e.kind}${e.status ? `:${e.status}` : ''}`);
    expect(kinds.slice(0, 4)).toEqual(['refund', 'charge:released', 'refund', 'charge:released']);
    // The key of the failed request may not be replayed into a success: its credits were given back.
    expect((await post(account.token, 'campaign-copy', { input: 'Spring sale', copy_type: 'email' }, key).expect(409)).body.code).toBe('CHARGE_RELEASED');
    expect(await suite.http.get('/api/marketing/artifacts').set(bearer(account.token)).expect(200)).toMatchObject({ body: { artifacts: [] } });
  });

  it('lists artifacts newest first per account; another account\'s are unreachable', async () => {
    const owner = await signUp(suite.http);
    const stranger = await signUp(suite.http);
    const first = await post(owner.token, 'quick-create', { input: 'First' }, newKey()).expect(200);
    const second = await post(owner.token, 'campaign-copy', { input: 'Second', copy_type: 'social' }, newKey()).expect(200);

    const list = await suite.http.get('/api/marketing/artifacts').set(bearer(owner.token)).expect(200);
    expect(list.body.artifacts.map((a: { id: string }) => a.id)).toEqual([second.body.id, first.body.id]);
    expect((await suite.http.get(`/api/marketing/artifacts/${first.body.id}`).set(bearer(owner.token)).expect(200)).body).toEqual(first.body);

    expect((await suite.http.get('/api/marketing/artifacts').set(bearer(stranger.token)).expect(200)).body.artifacts).toEqual([]);
    const hidden = await suite.http.get(`/api/marketing/artifacts/${first.body.id}`).set(bearer(stranger.token)).expect(404);
    expect(hidden.body).toEqual({ statusCode: 404, code: 'ARTIFACT_NOT_FOUND', message: 'Artifact not found.' });
    await suite.http.get('/api/marketing/artifacts/not-a-uuid').set(bearer(owner.token)).expect(400);
    await suite.http.get('/api/marketing/artifacts?limit=1000').set(bearer(owner.token)).expect(400);
    // Nor can the stranger run a generation under the owner's charge key: keys are per account.
    const key = newKey('mine');
    await consume(suite.http, owner.token, key).expect(200);
    const theirs = await post(stranger.token, 'quick-create', { input: 'Steal' }, key).expect(200);
    expect(theirs.body.charge_id).not.toBe((await consume(suite.http, owner.token, key).expect(200)).body.id);
  });

  it('refuses blank or oversized input and unknown types before charging anything', async () => {
    const account = await signUp(suite.http);
    await post(account.token, 'quick-create', { input: '   ' }).expect(400);
    await post(account.token, 'quick-create', { input: 'x'.repeat(2001) }).expect(400);
    await post(account.token, 'quick-create', { input: 'ok', output: 'video' }).expect(400);
    await post(account.token, 'campaign-copy', { input: 'ok', copy_type: 'billboard' }).expect(400);
    await post(account.token, 'campaign-copy', { input: 'ok' }).expect(400);
    await post(account.token, 'visuals', { input: 'ok', style: 'oil' }).expect(400);
    await post(account.token, 'visuals', { input: 'ok', style: 'photo', extra: true }).expect(400);
    await post(account.token, 'visuals', { input: 'ok', style: 'photo' }, 'bad key').expect(400);
    await suite.http.post('/api/marketing/quick-create').send({ input: 'ok' }).expect(401);
    expect(await credits(account.token)).toMatchObject({ rc: 10, sc: 5 });
  });

  it('streams the Chat Engineer, which knows the brand kit and recent artifacts, for 1 RC; a repeat replays it', async () => {
    const account = await signUp(suite.http);
    await suite.http.put('/api/marketing/brand-kit').set(bearer(account.token)).send({ product: 'Glow Candles', audience: 'busy parents', voice: 'warm' });
    await post(account.token, 'campaign-copy', { input: 'Spring candle sale', copy_type: 'ad' }, newKey()).expect(200);
    const ask = (message: string, key?: string) =>
      fetch(`${suite.server.url}/marketing/chat${key ? `?idempotency_key=${key}` : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(account.token) },
        body: JSON.stringify({ message }),
      });

    const key = newKey('chat');
    await consume(suite.http, account.token, key, CHARGES.chat).expect(200);
    const response = await ask('Can you review my latest copy?', key);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('x-engine')).toMatch(/offline engine/);
    const text = await response.text();
    const reply = sseContent(text);
    expect(reply.done).toBe(true);
    expect(reply.pieces.join('')).toContain('ad campaign copy for "Spring candle sale"');
    expect(reply.pieces.join('')).toContain('busy parents');
    expect((await credits(account.token)).rc).toBe(8);

    const replay = await ask('Can you review my latest copy?', key);
    expect(await replay.text()).toBe(text);
    expect((await credits(account.token)).rc).toBe(8);

    const history = await suite.http.get('/api/marketing/chat').set(bearer(account.token)).expect(200);
    expect(history.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(history.body.messages[1].content).toBe(reply.pieces.join(''));

    // What the engine is sent: the brief (brand kit, recent artifacts), the earlier turn and the question.
    const recorder = new RecordingTextEngine(['Noted.']);
    engines.text = recorder;
    expect(sseContent(await (await ask('And now?')).text()).pieces).toEqual(['Noted.']);
    const [sent] = recorder.calls;
    expect(sent[0].role).toBe('system');
    expect(sent[0].content).toContain('"product":"Glow Candles"');
    expect(sent[0].content).toContain('"input":"Spring candle sale"');
    expect(sent.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect((await credits(account.token)).rc).toBe(7);
  });

  it('refunds a Chat Engineer reply that fails, before or during the stream', async () => {
    const account = await signUp(suite.http);
    const ask = (message: string) =>
      fetch(`${suite.server.url}/marketing/chat?idempotency_key=${newKey()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(account.token) },
        body: JSON.stringify({ message }),
      });
    engines.text = new FailingTextEngine();
    const before = await ask('Hello');
    expect(before.status).toBe(502);
    expect(await before.json()).toMatchObject({ code: 'ENGINE_FAILED' });

    engines.text = new FailingTextEngine(['Half an ']);
    const during = sseContent(await (await ask('Hello again')).text());
    expect(during).toEqual({ pieces: ['Half an '], done: false, error: 'The AI provider answered 500.' });

    expect(await credits(account.token)).toMatchObject({ rc: 10, held: { rc: 0 } });
    expect((await suite.http.get('/api/marketing/chat').set(bearer(account.token))).body.messages).toEqual([]);
    const blank = await fetch(`${suite.server.url}/marketing/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(account.token) },
      body: JSON.stringify({ message: '  ' }),
    });
    expect(blank.status).toBe(400);
  });
});
