import OpenAI from 'openai';
import sharp from 'sharp';
import { createApiKey } from '../src/api-keys/api-key-format';
import * as lazySharp from '../src/common/lazy-sharp';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { EndlessTextEngine, RecordingTextEngine } from './chat.support';
import { PNG_SIGNATURE, solidPng } from './media.support';
import { type TestAccount, bearer, signUp } from './support/accounts';
import { blackSquarePng } from './support/crafted-png';
import { describeCost, measure } from './support/resource-probe';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { waitFor } from './support/wait-for';

const DEMO_KEY = 'atk_demo_public';
const PUBLIC_APP_URL = 'http://atelier.test:3000';
const tokensOf = (text: string) => Math.ceil([...text].length / 4);

/** The official `openai` npm client, unmodified, against the running backend's /api/openai/v1. */
describe('OpenAI-compatible API at /api/openai/v1, driven by the official openai SDK (real PostgreSQL)', () => {
  let engines: Engines;
  let original: Pick<Engines, 'text' | 'image' | 'vision'>;

  const suite = useSuiteServer('openai_compatible', () => ({ DATA_DIR: makeTempDir('openai-compatible-data'), DEMO_API_KEY: DEMO_KEY, PUBLIC_APP_URL }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    original = { text: engines.text, image: engines.image, vision: engines.vision };
  });

  afterEach(() => {
    Object.assign(engines, original);
    jest.restoreAllMocks();
  });

  /** An account with a key, on the given API plan (free: 100 tokens and 3 images a month). */
  async function accountWithKey(plan: 'free' | 'starter' = 'starter'): Promise<{ account: TestAccount; key: string }> {
    const account = await signUp(suite.http);
    const created = await suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label: 'sdk' }).expect(201);
    await suite.database.query('UPDATE users SET api_plan = $1 WHERE id = $2', [plan, account.user.id]);
    return { account, key: created.body.key };
  }

  const client = (apiKey: string) => new OpenAI({ apiKey, baseURL: `${suite.server.url}/openai/v1`, maxRetries: 0 });
  const usageOf = async (account: TestAccount) =>
    (await suite.http.get('/api/integrations/usage').set(bearer(account.token)).expect(200)).body;

  it('lists the configured models with honest ids, the offline engine named as such', async () => {
    const { key } = await accountWithKey();
    const models = [];
    for await (const model of client(key).models.list()) models.push(model);

    expect(models.map((model) => model.id).sort()).toEqual(['atelier-offline-tts', 'atelier-svg-sharp', 'atelier-templates']);
    for (const model of models) expect(model).toMatchObject({ object: 'model', owned_by: 'atelier (offline engine)' });
  });

  it('answers a completion from the engine, its usage metered exactly as the panel shows it', async () => {
    const { account, key } = await accountWithKey();
    const completion = await client(key).chat.completions.create({
      model: 'atelier-templates',
      messages: [
        { role: 'system', content: 'You are brief.' },
        { role: 'user', content: 'Write a welcome line for a bakery' },
      ],
      temperature: 0.2,
    });

    const answer = completion.choices[0].message.content ?? '';
    expect(answer.length).toBeGreaterThan(0);
    expect(completion.choices[0].finish_reason).toBe('stop');
    expect(completion.model).toBe('atelier-templates');
    expect(completion.usage).toEqual({
      prompt_tokens: tokensOf('You are brief.') + tokensOf('Write a welcome line for a bakery'),
      completion_tokens: tokensOf(answer),
      total_tokens: tokensOf('You are brief.') + tokensOf('Write a welcome line for a bakery') + tokensOf(answer),
    });
    expect((await usageOf(account)).tokens_used).toBe(completion.usage?.total_tokens);
  });

  it('streams a completion piece by piece, ending with usage when asked, and meters what was sent', async () => {
    const { account, key } = await accountWithKey();
    const stream = await client(key).chat.completions.create({
      model: 'atelier-templates',
      messages: [{ role: 'user', content: 'Tell me about lighthouses' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    let usage: OpenAI.CompletionUsage | null | undefined;
    let finish: string | null = null;
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if (choice?.delta.content) pieces.push(choice.delta.content);
      if (choice?.finish_reason) finish = choice.finish_reason;
      if (chunk.usage) usage = chunk.usage;
    }

    expect(pieces.length).toBeGreaterThan(3);
    expect(finish).toBe('stop');
    const text = pieces.join('');
    expect(usage).toEqual({
      prompt_tokens: tokensOf('Tell me about lighthouses'),
      completion_tokens: tokensOf(text),
      total_tokens: tokensOf('Tell me about lighthouses') + tokensOf(text),
    });
    expect((await usageOf(account)).tokens_used).toBe(usage?.total_tokens);
  });

  it('caps the answer at max_tokens and says so with finish_reason "length"', async () => {
    const { account, key } = await accountWithKey();
    engines.text = new EndlessTextEngine();
    const completion = await client(key).chat.completions.create({
      model: 'test-double',
      messages: [{ role: 'user', content: 'Go on' }],
      max_tokens: 5,
    });

    expect(completion.choices[0].finish_reason).toBe('length');
    expect(completion.usage?.completion_tokens).toBe(5);
    expect([...(completion.choices[0].message.content ?? '')].length).toBe(20);
    expect((await usageOf(account)).tokens_used).toBe(completion.usage?.total_tokens);
  });

  it('routes image parts to the vision engine and answers about them', async () => {
    const { key } = await accountWithKey();
    const recording = new RecordingTextEngine(['A red square.']);
    engines.text = recording;
    const png = await solidPng(16, 16);
    await client(key).chat.completions.create({
      model: 'test-double',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in this picture?' },
            { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
          ],
        },
      ],
    });

    const sent = recording.calls[0][0].content;
    expect(sent).toContain('What is in this picture?');
    expect(sent).toMatch(/\[Image 1: .+\]/);
  });

  describe('image parts through the image intake', () => {
    // A real, valid 12000×12000 PNG: 144 megapixels (576 MB as RGBA once decoded) in 78 KB.
    const bomb = blackSquarePng(12_000);
    const bombPart = { type: 'image_url' as const, image_url: { url: `data:image/png;base64,${bomb.toString('base64')}` } };
    const withBomb = { model: 'test-double', messages: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'What is this?' }, bombPart] }] };

    /** Counts the vision engine's calls (and passes them on): none must happen before the key and plan are checked. */
    function countVisionCalls(): { calls: number } {
      const counter = { calls: 0 };
      const local = original.vision;
      engines.vision = { engine: local.engine, analyze: (image, options) => ((counter.calls += 1), local.analyze(image, options)) };
      return counter;
    }

    it('refuses a 144-megapixel image part with 413 in OpenAI\'s envelope, decoding nothing and charging nothing', async () => {
      const { account, key } = await accountWithKey();
      engines.text = new RecordingTextEngine(['never']);
      const vision = countVisionCalls();
      const sharpLoads = jest.spyOn(lazySharp, 'loadSharp');

      const refused = await suite.http.post('/api/openai/v1/chat/completions').set(bearer(key)).send(withBomb);

      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({
        error: { message: 'Image 1 is too large: at most 40 megapixels.', type: 'invalid_request_error', param: null, code: 'image_too_many_pixels' },
      });
      expect([vision.calls, sharpLoads.mock.calls.length]).toEqual([0, 0]);
      expect(await usageOf(account)).toMatchObject({ tokens_used: 0 });
      // The tokens held while the image was checked were given back, not left held: to the account's
      // allowance block in this process, whose rest goes back to the counter when it ages out (1 s).
      const held = async () =>
        (await suite.database.query<{ held: string }>("SELECT COALESCE(SUM(held), 0)::text AS held FROM meter_counters WHERE subject = $1", [`account:${account.user.id}`]))[0].held;
      await waitFor(async () => (await held()) === '0', "the account's block to give its tokens back");
      expect(await usageOf(account)).toMatchObject({ tokens_used: 0 });
    });

    it('answers an exhausted key with 429 before any image is looked at: the bomb is never even checked', async () => {
      const { key } = await accountWithKey('free');
      engines.text = new EndlessTextEngine();
      await client(key).chat.completions.create({ model: 'test-double', messages: [{ role: 'user', content: 'Go on' }] });
      const vision = countVisionCalls();
      const sharpLoads = jest.spyOn(lazySharp, 'loadSharp');

      const cost = await measure(() => client(key).chat.completions.create(withBomb).catch((error: unknown) => error));

      console.log(describeCost('openai chat completion, exhausted key + 144 MP image part', cost));
      // Had the image been checked first, this would be the 413 above.
      expect(cost.result).toBeInstanceOf(OpenAI.RateLimitError);
      expect((cost.result as InstanceType<typeof OpenAI.RateLimitError>).code).toBe('insufficient_quota');
      expect([vision.calls, sharpLoads.mock.calls.length]).toEqual([0, 0]);
    });

    it('answers a well-formed but unknown key with 401 before any image is looked at', async () => {
      engines.text = new RecordingTextEngine(['never']);
      const vision = countVisionCalls();

      const refused = await client(createApiKey()).chat.completions.create(withBomb).catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(vision.calls).toBe(0);
    });

    it('answers an image part that is not an image with 400 invalid_image, giving the tokens back', async () => {
      const { account, key } = await accountWithKey();
      engines.text = new RecordingTextEngine(['never']);
      const pdf = { type: 'image_url' as const, image_url: { url: `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}` } };

      const refused = await client(key).chat.completions.create({ model: 'test-double', messages: [{ role: 'user', content: [pdf] }] }).catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(OpenAI.BadRequestError);
      expect((refused as InstanceType<typeof OpenAI.BadRequestError>).code).toBe('invalid_image');
      expect(await usageOf(account)).toMatchObject({ tokens_used: 0 });
    });

    it('meters a described image exactly as before: the description counts as prompt, the rest is given back', async () => {
      const { account, key } = await accountWithKey();
      const recording = new RecordingTextEngine(['A red square.']);
      engines.text = recording;
      const png = await solidPng(16, 16);

      const completion = await client(key).chat.completions.create({
        model: 'test-double',
        messages: [{ role: 'user', content: [{ type: 'text', text: 'What is this?' }, { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } }] }],
      });

      const prompt = recording.calls[0][0].content;
      expect(completion.usage).toEqual({ prompt_tokens: tokensOf(prompt), completion_tokens: tokensOf('A red square.'), total_tokens: tokensOf(prompt) + tokensOf('A red square.') });
      expect((await usageOf(account)).tokens_used).toBe(completion.usage?.total_tokens);
    });
  });

  it('generates images as b64_json and as URLs that serve the PNG, one metered image each', async () => {
    const { account, key } = await accountWithKey();
    const inline = await client(key).images.generate({ model: 'atelier-svg-sharp', prompt: 'A lighthouse', size: '256x256', response_format: 'b64_json' });
    const png = Buffer.from(inline.data?.[0].b64_json ?? '', 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(png).metadata()).toMatchObject({ width: 256, height: 256 });

    const linked = await client(key).images.generate({ prompt: 'A harbour', n: 2, size: '512x512' });
    expect(linked.data).toHaveLength(2);
    // Absolute on the public address (what a developer's code receives), served by this backend.
    const url = linked.data?.[0].url ?? '';
    expect(url.startsWith(`${PUBLIC_APP_URL}/api/media/`)).toBe(true);
    const served = await suite.http.get(new URL(url).pathname).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect((await usageOf(account)).images_used).toBe(3);
  });

  it('raises the SDK\'s AuthenticationError for a bad, revoked or demo key, in OpenAI\'s error envelope', async () => {
    const { account, key } = await accountWithKey();
    await expect(client('atk_not_a_real_key').models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(
      client(DEMO_KEY).chat.completions.create({ model: 'atelier-templates', messages: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toBeInstanceOf(OpenAI.AuthenticationError);

    const keys = await suite.http.get('/api/integrations/keys').set(bearer(account.token)).expect(200);
    await suite.http.delete(`/api/integrations/key/${keys.body[0].id}`).set(bearer(account.token)).expect((r) => expect(r.status).toBeLessThan(300));
    const refused = await client(key).chat.completions.create({ model: 'atelier-templates', messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((refused as InstanceType<typeof OpenAI.AuthenticationError>).error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_api_key' });

    const missing = await suite.http.get('/api/openai/v1/models').expect(401);
    expect(missing.body.error.message).toContain('Authorization: Bearer');
  });

  it("raises the SDK's RateLimitError once the plan's tokens are used up, with Retry-After", async () => {
    const { account, key } = await accountWithKey('free');
    engines.text = new EndlessTextEngine();
    const first = await client(key).chat.completions.create({ model: 'test-double', messages: [{ role: 'user', content: 'Go on' }] });
    expect(first.usage?.total_tokens).toBe(100);
    expect(first.choices[0].finish_reason).toBe('length');

    const refused = await client(key)
      .chat.completions.create({ model: 'test-double', messages: [{ role: 'user', content: 'More' }] })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.RateLimitError);
    const rateLimited = refused as InstanceType<typeof OpenAI.RateLimitError>;
    expect(rateLimited.code).toBe('insufficient_quota');
    expect(Number(rateLimited.headers?.get('retry-after'))).toBeGreaterThan(0);
    expect((await usageOf(account)).tokens_used).toBe(100);
  });

  it('answers bad requests with 400 and unknown models or routes with 404, never charging', async () => {
    const { account, key } = await accountWithKey();
    const sdk = client(key);
    await expect(sdk.chat.completions.create({ model: 'atelier-templates', messages: [] })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    await expect(
      sdk.chat.completions.create({ model: 'atelier-templates', messages: [{ role: 'user', content: 'x' }], temperature: 7 }),
    ).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    await expect(
      sdk.chat.completions.create({
        model: 'atelier-templates',
        messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'http://169.254.169.254/latest' } }] }],
      }),
    ).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    const unknown = await sdk.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(OpenAI.NotFoundError);
    expect((unknown as Error).message).toContain('atelier-templates');
    await expect(sdk.images.generate({ prompt: 'x', size: '999x999' as '256x256' })).rejects.toBeInstanceOf(OpenAI.BadRequestError);

    const files = await suite.http.post('/api/openai/v1/files').set(bearer(key)).send({}).expect(404);
    expect(files.body.error).toMatchObject({ type: 'invalid_request_error', code: 'unknown_url' });
    expect(files.body.error.message).toContain('POST /audio/speech, POST /audio/transcriptions and POST /embeddings');
    const malformed = await suite.http.post('/api/openai/v1/chat/completions').set(bearer(key)).set('Content-Type', 'application/json').send('{"model":').expect(400);
    expect(malformed.body.error.type).toBe('invalid_request_error');
    expect(await usageOf(account)).toMatchObject({ tokens_used: 0, images_used: 0 });
  });
});
