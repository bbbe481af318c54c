import type request from 'supertest';
import { GatewayFastLane } from '../src/modules/wp-gateway/gateway-fast-lane';
import { EngineError } from '../src/engines/engine-error';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { EndlessTextEngine, FailingTextEngine } from './chat.support';
import { FailingImageEngine, PNG_SIGNATURE, QuickImageEngine, solidPng } from './media.support';
import { type TestAccount, bearer, postJsonText, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

const PUBLIC_APP_URL = 'http://atelier.test:3000';
const DEMO_KEY = 'atk_demo_public';

describe('POST /api/wp/text|photo|video, the metered gateway (real PostgreSQL)', () => {
  let engines: Engines;
  let original: Pick<Engines, 'text' | 'image' | 'video'>;
  let quickPng: Buffer;

  const suite = useSuiteServer('wp_gateway', () => ({ DATA_DIR: makeTempDir('gateway-data'), PUBLIC_APP_URL }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    original = { text: engines.text, image: engines.image, video: engines.video };
    quickPng = await solidPng(8, 8);
  });

  afterEach(() => Object.assign(engines, original));

  async function accountWithKey(): Promise<{ account: TestAccount; key: string }> {
    const account = await signUp(suite.http);
    const created = await suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label: 'site' }).expect(201);
    return { account, key: created.body.key };
  }

  const usageOf = async (account: TestAccount) =>
    (await suite.http.get('/api/integrations/usage').set(bearer(account.token)).expect(200)).body;

  it('answers text from the engine with the metered tokens, the engine and the gateway time in headers', async () => {
    const { account, key } = await accountWithKey();
    const response = await suite.http.post('/api/wp/text').send({ prompt: 'Write a welcome line', api_key: key }).expect(200);

    expect(typeof response.body.text).toBe('string');
    expect(response.body.text.length).toBeGreaterThan(0);
    expect(response.body.tokens).toBe(Math.ceil('Write a welcome line'.length / 4) + Math.ceil([...response.body.text].length / 4));
    expect(response.headers['x-engine']).toContain('local/');
    expect(Number(response.headers['x-gateway-time-ms'])).toBeGreaterThanOrEqual(0);
    expect(response.headers['server-timing']).toMatch(/^gateway;dur=[\d.]+, engine;dur=[\d.]+$/);
    expect((await usageOf(account)).tokens_used).toBe(response.body.tokens);
  });

  it('cuts the answer to what is left of the plan, never past its 100 tokens', async () => {
    const { account, key } = await accountWithKey();
    engines.text = new EndlessTextEngine();
    const response = await suite.http.post('/api/wp/text').send({ prompt: 'Go on forever', api_key: key }).expect(200);

    expect(response.body.tokens).toBe(100);
    expect((await usageOf(account)).tokens_used).toBe(100);
    const refused = await suite.http.post('/api/wp/text').send({ prompt: 'More', api_key: key }).expect(429);
    expect(refused.body.code).toBe('QUOTA_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-gateway-time-ms']).toBeDefined();
  });

  it('returns an absolute image URL that serves the stored PNG', async () => {
    const { account, key } = await accountWithKey();
    engines.image = new QuickImageEngine(quickPng);
    const response = await suite.http.post('/api/wp/photo').send({ prompt: 'A red kite', api_key: key }).expect(200);

    expect(response.body.image_url).toMatch(new RegExp(`^${PUBLIC_APP_URL}/api/media/[0-9a-f-]{36}$`));
    const image = await suite.http.get(new URL(response.body.image_url).pathname).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((image.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect((await usageOf(account)).images_used).toBe(1);
  });

  it('renders a real MP4 for video and counts it', async () => {
    const { account, key } = await accountWithKey();
    const response = await suite.http.post('/api/wp/video').send({ prompt: 'Waves at dusk', api_key: key }).expect(200);

    expect(response.body.video_url).toMatch(new RegExp(`^${PUBLIC_APP_URL}/api/media/[0-9a-f-]{36}$`));
    const video = await suite.http.get(new URL(response.body.video_url).pathname).expect(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect((video.body as Buffer).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect((await usageOf(account)).videos_used).toBe(1);
    const again = await suite.http.post('/api/wp/video').send({ prompt: 'Another', api_key: key }).expect(429);
    expect(again.body.message).toContain('videos');
  }, scaled(60_000));

  it('lets exactly 3 of 100 parallel photo requests on a Free key through', async () => {
    const { account, key } = await accountWithKey();
    engines.image = new QuickImageEngine(quickPng);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () => suite.http.post('/api/wp/photo').send({ prompt: 'Race', api_key: key }).then((r) => r.status)),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(97);
    expect((await usageOf(account)).images_used).toBe(3);
  });

  it('never meters more than 100 tokens across 40 parallel text requests', async () => {
    const { account, key } = await accountWithKey();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => suite.http.post('/api/wp/text').send({ prompt: 'Say something nice', api_key: key })),
    );
    const metered = answers.filter((r) => r.status === 200).reduce((sum, r) => sum + (r.body.tokens as number), 0);

    expect(answers.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(metered).toBeLessThanOrEqual(100);
    expect((await usageOf(account)).tokens_used).toBe(metered);
  });

  it('does not charge a failed generation: 502 and the usage is unchanged', async () => {
    const { account, key } = await accountWithKey();
    engines.image = new FailingImageEngine(new EngineError('provider', 'The AI provider answered 500.', { upstreamStatus: 500 }));
    const photo = await suite.http.post('/api/wp/photo').send({ prompt: 'Boom', api_key: key }).expect(502);
    expect(photo.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The AI provider answered 500.' });
    engines.text = new FailingTextEngine(['partial ']);
    await suite.http.post('/api/wp/text').send({ prompt: 'Boom', api_key: key }).expect(502);

    expect(await usageOf(account)).toMatchObject({ tokens_used: 0, images_used: 0, videos_used: 0 });
  });

  it('refuses unknown, malformed and missing keys with 401 or 400 JSON', async () => {
    const unknown = await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: `atk_${'A'.repeat(38)}` }).expect(401);
    expect(unknown.body).toEqual({ statusCode: 401, code: 'INVALID_API_KEY', message: 'This API key is not valid or has been revoked.' });
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: 'sk-something' }).expect(401);
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi' }).expect(400);
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: '   ' }).expect(400);
  });

  it('refuses bad prompts and bodies with 400 JSON that still carries the gateway time', async () => {
    const { account, key } = await accountWithKey();
    const blank = await suite.http.post('/api/wp/photo').send({ prompt: '  \n ', api_key: key }).expect(400);
    expect(blank.body.code).toBe('VALIDATION_FAILED');
    await suite.http.post('/api/wp/text').send({ prompt: 'x'.repeat(4001), api_key: key }).expect(400);
    await suite.http.post('/api/wp/text').send({ prompt: ['a'], api_key: key }).expect(400);
    await suite.http.post('/api/wp/text').send({ prompt: 'Hi', api_key: key, admin: true }).expect(400);
    const malformed = await postJsonText(suite.http, '/api/wp/text', '{"prompt":').expect(400);
    expect(malformed.body.statusCode).toBe(400);
    expect(malformed.headers['x-gateway-time-ms']).toBeDefined();

    expect(await usageOf(account)).toMatchObject({ tokens_used: 0, images_used: 0 });
  });

  it('serves the public demo key per visitor: 5 photos a day each, then the demo limit message', async () => {
    engines.image = new QuickImageEngine(quickPng);
    const visitor = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      await suite.http.post('/api/wp/photo').set('X-Forwarded-For', visitor).send({ prompt: 'Demo', api_key: DEMO_KEY }).expect(200);
    }
    const limited = await suite.http.post('/api/wp/photo').set('X-Forwarded-For', visitor).send({ prompt: 'Demo', api_key: DEMO_KEY }).expect(429);

    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'DEMO_LIMIT_REACHED',
      message: 'Demo limit reached. Download the theme for unlimited use!',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await suite.http.post('/api/wp/photo').set('X-Forwarded-For', uniqueIp()).send({ prompt: 'Demo', api_key: DEMO_KEY }).expect(200);
    const text = await suite.http.post('/api/wp/text').set('X-Forwarded-For', visitor).send({ prompt: 'Hi', api_key: DEMO_KEY }).expect(200);
    expect(text.body.text.length).toBeGreaterThan(0);
  });

  it('publishes the demo key in the public config', async () => {
    const config = await suite.http.get('/api/config/public').expect(200);
    expect(config.body.demoApiKey).toBe(DEMO_KEY);
  });

  it('serves the iframe chat: any site may frame it, its only script is its own, the key is escaped', async () => {
    const page = await suite.http.get('/api/wp/embed/chat').query({ api_key: 'atk_"><script>alert(1)</script>' }).expect(200);

    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('data-api-key="atk_&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.text).not.toContain('<script>alert(1)');
    const widget = await suite.http.get('/api/wp/embed/widget.js').expect(200);
    expect(widget.headers['content-type']).toContain('text/javascript');
    expect(widget.text).toContain("fetch('../text'");
    await suite.http.get('/api/wp/embed/chat').expect(400);
  });
  describe('served outside Express\'s router (the fast lane), answering as the Nest route does', () => {
    /** Headers whose values differ per answer, or that only Express's res.send adds (an ETag on a POST). */
    const PER_ANSWER = new Set(['date', 'etag', 'x-request-id', 'x-gateway-time-ms', 'server-timing', 'connection', 'keep-alive']);
    const comparable = (response: request.Response) => ({
      status: response.status,
      body: response.body as unknown,
      headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)).sort()),
    });

    afterEach(() => jest.restoreAllMocks());

    it('takes POST /api/wp/text|photo|video as spelled, and leaves every other spelling to Express', async () => {
      const serve = jest.spyOn(GatewayFastLane.prototype, 'serve');
      // The demo key, one visitor per call: a Free plan's 100 tokens would not last four answers.
      const ask = (path: string) => suite.http.post(path).set('X-Forwarded-For', uniqueIp()).send({ prompt: 'Hi', api_key: DEMO_KEY }).expect(200);
      await ask('/api/wp/text');
      await ask('/api/wp/text?source=plugin');
      expect(serve).toHaveBeenCalledTimes(2);
      await ask('/api/wp/text/');
      await ask('/api/WP/Text');
      await suite.http.get('/api/wp/text').expect(404);
      expect(serve).toHaveBeenCalledTimes(2);
    });

    it.each([
      ['a good request', (key: string) => ({ prompt: '  Write a welcome line ', api_key: key }), 200],
      ['a form-encoded one', (key: string) => `prompt=Write+a+welcome+line&api_key=${key}`, 200],
      ['an unknown field', (key: string) => ({ prompt: 'Hi', api_key: key, admin: true }), 400],
      ['a blank prompt', (key: string) => ({ prompt: ' ', api_key: key }), 400],
      ['a control character', (key: string) => ({ prompt: 'Hi\u0007', api_key: key }), 400],
      ['an array body', (key: string) => [{ prompt: 'Hi', api_key: key }], 400],
      ['malformed JSON', () => '{"prompt":', 400],
      ['a well-formed but unknown key', () => ({ prompt: 'Hi', api_key: 'atk_0123456789abcdefghijklmnopqrstuvwxyzABCD' }), 401],
    ])('%s: same status, body and headers both ways', async (_name, bodyFor, status) => {
      // One account each way: the free plan's 100 tokens hold one answer, not two.
      const keys = [(await accountWithKey()).key, (await accountWithKey()).key];
      const send = (path: string, key: string) => {
        const body = bodyFor(key);
        const call = suite.http.post(path).set('Origin', PUBLIC_APP_URL);
        if (typeof body !== 'string') return call.send(body as object);
        return call.set('Content-Type', body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded').send(body);
      };
      const serve = jest.spyOn(GatewayFastLane.prototype, 'serve');
      const viaLane = await send('/api/wp/text', keys[0]);
      expect(serve).toHaveBeenCalledTimes(1);
      const viaExpress = await send('/api/wp/text/', keys[1]);
      expect(serve).toHaveBeenCalledTimes(1);

      expect(viaLane.status).toBe(status);
      expect(comparable(viaLane)).toEqual(comparable(viaExpress));
      expect(viaLane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(viaLane.headers['x-gateway-time-ms']).toMatch(/^\d+\.\d{3}$/);
    });

    it('keeps a proxy\'s request id, and honours X-Forwarded-For only from a trusted proxy (the demo\'s per-visitor limit)', async () => {
      const answered = await suite.http.post('/api/wp/text').set('X-Request-Id', 'edge-42').send({ prompt: 'Hi', api_key: DEMO_KEY }).expect(200);
      expect(answered.headers['x-request-id']).toBe('edge-42');
      engines.image = new QuickImageEngine(quickPng);
      const visitor = uniqueIp();
      for (let i = 0; i < 5; i += 1) await suite.http.post('/api/wp/photo').set('X-Forwarded-For', visitor).send({ prompt: 'Demo', api_key: DEMO_KEY }).expect(200);
      await suite.http.post('/api/wp/photo').set('X-Forwarded-For', visitor).send({ prompt: 'Demo', api_key: DEMO_KEY }).expect(429);
      await suite.http.post('/api/wp/photo').set('X-Forwarded-For', uniqueIp()).send({ prompt: 'Demo', api_key: DEMO_KEY }).expect(200);
    });
  });
});
