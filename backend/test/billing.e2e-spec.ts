import request from 'supertest';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { newSessionId } from './chat.support';
import { QuickImageEngine, solidPng } from './media.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { useSuiteServer } from './support/suite-server';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/billing/plans|prices, GET /api/billing and POST /api/billing/trial (real PostgreSQL)', () => {
  let engines: Engines;

  const suite = useSuiteServer('billing', {}, { dataDir: 'billing-data' });

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    engines.image = new QuickImageEngine(await solidPng(8, 8));
  });

  const billing = (token: string) => suite.http.get('/api/billing').set(bearer(token));
  const startTrial = (token: string, body: unknown) => suite.http.post('/api/billing/trial').set(bearer(token)).send(body as object);
  /** Over real HTTP, so parallel requests really run in parallel. */
  const startTrialOverHttp = (token: string, plan: string) =>
    fetch(`${suite.server.url}/billing/trial`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ plan }),
    });
  const photo = (token: string) =>
    suite.http.post('/api/photo/generate').set(bearer(token)).set('X-Forwarded-For', uniqueIp()).send({ prompt: 'A kite', session_id: newSessionId() });
  const trialRow = async (userId: string) =>
    (
      await suite.database.query<{ trial_plan: string | null; trial_started_at: Date | null; trial_ends_at: Date | null }>(
        'SELECT trial_plan, trial_started_at, trial_ends_at FROM users WHERE id = $1',
        [userId],
      )
    )[0];

  describe('public plans and prices', () => {
    it('serves the pricing page plans with the spec texts, anonymously', async () => {
      const { body } = await suite.http.get('/api/billing/plans').expect(200);

      expect(body.yearly_saving_label).toBe('Save 17%');
      expect(body.free_trial_note).toBe('All plans include a 14-day free trial. No credit card required.');
      expect(body.trial_days).toBe(14);
      expect(body.plans.map((plan: { id: string }) => plan.id)).toEqual(['free', 'pro', 'studio']);
      expect(body.plans[1]).toEqual({
        id: 'pro',
        name: 'Pro',
        description: expect.any(String),
        price: { monthly: 20, yearly: 200 },
        features: [
          'Unlimited chat',
          '100 photos per day',
          '25 videos per day',
          'Advanced code generation',
          '1 app deployment',
          'Priority support',
          'Music Studio access',
          'HD exports',
        ],
        cta: 'Start Pro Trial',
        highlighted: true,
        badge: 'Most Popular',
        trial: true,
        entitlements: {
          daily: { chat: null, photo: 100, video: 25 },
          music_studio: true,
          export_max_height: 1080,
          code_generation: 'advanced',
          app_deployments: 1,
          api_access: false,
        },
      });
      expect(body.plans[0]).toMatchObject({ price: { monthly: 0, yearly: 0 }, cta: 'Get Started', trial: false, badge: null });
      expect(body.plans[2]).toMatchObject({ price: { monthly: 100, yearly: 1000 }, cta: 'Start Studio Trial', highlighted: false });
      expect(body.plans[2].features).toContain('4K exports');
    });

    it('serves the API and demo calculator prices, anonymously', async () => {
      const { body } = await suite.http.get('/api/billing/prices').expect(200);

      expect(body).toEqual({
        currency: 'USD',
        api: { per_1000_tokens: 0.002, per_image: 0.02, per_video: 0.2 },
        demo_calculator: { per_1000_tokens: 0.002, per_image: 0.04, per_video: 0.3, margin_percent: 70 },
        demo_daily_limits: { text: 20, photo: 5, video: 2 },
      });
    });

    it('documents every billing endpoint in the OpenAPI document', async () => {
      const { body } = await suite.http.get('/api/docs-json').expect(200);

      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining(['/api/billing', '/api/billing/plans', '/api/billing/prices', '/api/billing/trial']),
      );
    });
  });

  it('runs as an area of its own (BACKEND_MODULES=billing)', async () => {
    const account = await signUp(suite.http);
    const alone = await startInProcessServer({ DATABASE_URL: suite.database.url, DATA_DIR: suite.dataDir, BACKEND_MODULES: 'billing' });
    try {
      expect(alone.selection.served).toEqual(['billing', 'health']);
      const aloneHttp = request(alone.app.getHttpServer());
      await aloneHttp.get('/api/billing/plans').expect(200);
      expect((await aloneHttp.post('/api/billing/trial').set(bearer(account.token)).send({ plan: 'pro' }).expect(200)).body.plan).toBe('pro');
      await aloneHttp.get('/api/auth/me').set(bearer(account.token)).expect(404);
    } finally {
      await alone.close();
    }
  });

  describe('signed out', () => {
    it('answers GET /api/billing and POST /api/billing/trial with 401', async () => {
      for (const call of [suite.http.get('/api/billing'), suite.http.post('/api/billing/trial').send({ plan: 'pro' })]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
      }
    });
  });

  describe('an account', () => {
    it('starts on Free with no trial, its limits and nothing used today', async () => {
      const account = await signUp(suite.http);

      const { body } = await billing(account.token).expect(200);

      expect(body).toEqual({
        plan: 'free',
        base_plan: 'free',
        plan_details: expect.objectContaining({ id: 'free', name: 'Free', price: { monthly: 0, yearly: 0 } }),
        trial: null,
        entitlements: expect.objectContaining({ daily: { chat: 10, photo: 5, video: 2 }, music_studio: false }),
        usage: {
          chat: { used: 0, limit: 10 },
          photo: { used: 0, limit: 5 },
          video: { used: 0, limit: 2 },
          resets_at: expect.stringMatching(/T00:00:00\.000Z$/),
        },
        payment: { available: false, message: expect.stringMatching(/not available yet.*no credit card/i) },
      });
    });

    it('starts a 14-day Pro trial without a card; /auth/me then reports Pro and the trial', async () => {
      const account = await signUp(suite.http);
      const before = Date.now();

      const { body } = await startTrial(account.token, { plan: 'pro' }).expect(200);

      expect(body.plan).toBe('pro');
      expect(body.base_plan).toBe('free');
      expect(body.plan_details.name).toBe('Pro');
      expect(body.trial.plan).toBe('pro');
      expect(body.trial.active).toBe(true);
      const started = Date.parse(body.trial.started_at);
      expect(started).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(body.trial.ends_at) - started).toBe(14 * DAY_MS);
      expect(body.entitlements).toMatchObject({ music_studio: true, export_max_height: 1080 });
      const me = await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
      expect(me.body.plan).toBe('pro');
      expect(me.body.trial).toEqual({ plan: 'pro', endsAt: body.trial.ends_at, active: true });
    });

    it('starts exactly one trial when 20 requests race', async () => {
      const account = await signUp(suite.http);

      const responses = await Promise.all(Array.from({ length: 20 }, () => startTrialOverHttp(account.token, 'pro')));

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const refused = responses.find((response) => response.status === 409)!;
      expect(await refused.json()).toEqual({
        statusCode: 409,
        code: 'TRIAL_ALREADY_ACTIVE',
        message: expect.stringMatching(/^Your Pro trial is already running, until \w+ \d{1,2}, \d{4}\.$/),
      });
      const row = await trialRow(account.user.id);
      expect(row.trial_plan).toBe('pro');
      expect(row.trial_ends_at!.getTime() - row.trial_started_at!.getTime()).toBe(14 * DAY_MS);
    });

    it('moves a running Pro trial up to Studio, keeping its dates, and refuses to go back or restart', async () => {
      const account = await signUp(suite.http);
      const pro = (await startTrial(account.token, { plan: 'pro' }).expect(200)).body;

      const studio = (await startTrial(account.token, { plan: 'studio' }).expect(200)).body;

      expect(studio.plan).toBe('studio');
      expect(studio.trial).toEqual({ ...pro.trial, plan: 'studio' });
      expect(studio.usage.photo.limit).toBeNull();
      for (const plan of ['pro', 'studio']) {
        const refused = await startTrial(account.token, { plan }).expect(409);
        expect(refused.body.code).toBe('TRIAL_ALREADY_ACTIVE');
      }
      expect((await startTrial(account.token, { plan: 'pro' })).body.message).toMatch(/^Your Studio trial already includes Pro; it runs until /);
    });

    it('refuses a trial of a plan the account already has, with 409 PLAN_ALREADY_INCLUDED', async () => {
      const account = await signUp(suite.http);
      await suite.database.query("UPDATE users SET plan = 'studio' WHERE id = $1", [account.user.id]);

      const refused = await startTrial(account.token, { plan: 'pro' }).expect(409);

      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'PLAN_ALREADY_INCLUDED',
        message: 'Your Studio plan already includes everything in Pro.',
      });
      await suite.database.query("UPDATE users SET plan = 'pro' WHERE id = $1", [account.user.id]);
      expect((await startTrial(account.token, { plan: 'pro' }).expect(409)).body.message).toBe('Your account is already on the Pro plan.');
      // A Pro account may still try Studio.
      expect((await startTrial(account.token, { plan: 'studio' }).expect(200)).body).toMatchObject({ plan: 'studio', base_plan: 'pro' });
      expect((await trialRow(account.user.id)).trial_plan).toBe('studio');
    });

    it('lets a Pro trial through the Free daily limit: the 6th photo works, and Billing counts it', async () => {
      const account = await signUp(suite.http);
      for (let i = 0; i < 5; i += 1) await photo(account.token).expect(200);
      const refused = await photo(account.token).expect(429);
      expect(refused.body.code).toBe('QUOTA_EXCEEDED');

      await startTrial(account.token, { plan: 'pro' }).expect(200);

      await photo(account.token).expect(200);
      const { body } = await billing(account.token).expect(200);
      expect(body.usage.photo).toEqual({ used: 6, limit: 100 });
      expect(body.usage.chat).toEqual({ used: 0, limit: null });
    });

    it('ends the trial by itself: Free again, the limit back, and no second trial', async () => {
      const account = await signUp(suite.http);
      await startTrial(account.token, { plan: 'pro' }).expect(200);
      for (let i = 0; i < 6; i += 1) await photo(account.token).expect(200);

      // As if the 14 days had passed.
      await suite.database.query(
        "UPDATE users SET trial_started_at = now() - interval '15 days', trial_ends_at = now() - interval '1 day' WHERE id = $1",
        [account.user.id],
      );

      const { body } = await billing(account.token).expect(200);
      expect(body.plan).toBe('free');
      expect(body.trial).toMatchObject({ plan: 'pro', active: false });
      expect(body.usage.photo).toEqual({ used: 6, limit: 5 });
      expect((await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200)).body).toMatchObject({
        plan: 'free',
        trial: { plan: 'pro', active: false },
      });
      expect((await photo(account.token).expect(429)).body.code).toBe('QUOTA_EXCEEDED');
      for (const plan of ['pro', 'studio']) {
        const refused = await startTrial(account.token, { plan }).expect(409);
        expect(refused.body).toEqual({
          statusCode: 409,
          code: 'TRIAL_ALREADY_USED',
          message: expect.stringMatching(/^Your Pro trial ended on \w+ \d{1,2}, \d{4}\. Each account gets one free trial/),
        });
      }
    });

    it.each([
      ['the Free plan', { plan: 'free' }],
      ['an unknown plan', { plan: 'enterprise' }],
      ['a plan that is not text', { plan: 42 }],
      ['no plan', {}],
      ['an unknown field', { plan: 'pro', card: '4242424242424242' }],
    ])('answers %s with 400 VALIDATION_FAILED and starts nothing', async (_case, body) => {
      const account = await signUp(suite.http);

      const response = await startTrial(account.token, body).expect(400);

      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect((await trialRow(account.user.id)).trial_plan).toBeNull();
    });
  });
});
