import OpenAI, { toFile } from 'openai';
import { createApiKey } from '../src/api-keys/api-key-format';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { OpenAiClient } from '../src/engines/openai/openai-client';
import { OpenAiEmbeddingsEngine } from '../src/engines/openai/openai-embeddings.engine';
import { OpenAiSpeechEngine } from '../src/engines/openai/openai-speech.engine';
import { OpenAiTranscriptionEngine } from '../src/engines/openai/openai-transcription.engine';
import { FAKE_API_KEY, FAKE_TRANSCRIPT, FakeOpenAiServer } from './engines/fake-openai-server';
import { fakeEmbedding, fakeSpeechBytes } from './engines/fake-openai-audio-routes';
import { solidPng } from './media.support';
import { decodeAudio, ffmpegFacts } from './music.support';
import { type TestAccount, bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';

const tokensOf = (text: string) => Math.ceil([...text].length / 4);
const SENTENCE = 'The lighthouse keeper lit the lamp at dusk, and the ships came safely home.';

/** Mean level in dB of full scale, as ffmpeg's volumedetect reports it (RMS of the samples). */
function meanVolumeDb(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return 10 * Math.log10(sum / samples.length);
}

/** GET /models/{id}, /audio/speech, /audio/transcriptions and /embeddings, driven by the official openai SDK. */
describe('OpenAI-compatible speech, transcriptions, embeddings and models.retrieve (real PostgreSQL)', () => {
  let engines: Engines;
  let original: Pick<Engines, 'speech' | 'transcription' | 'embeddings'>;
  let fake: FakeOpenAiServer;

  const suite = useSuiteServer('openai_audio', () => ({ DATA_DIR: makeTempDir('openai-audio-data'), DEMO_API_KEY: 'atk_demo_public' }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    original = { speech: engines.speech, transcription: engines.transcription, embeddings: engines.embeddings };
    fake = await FakeOpenAiServer.start({ png: await solidPng(8, 8), mp4: Buffer.from('mp4') });
  });

  afterAll(() => fake.stop());

  afterEach(() => Object.assign(engines, original));

  async function accountWithKey(plan: 'free' | 'starter' = 'starter'): Promise<{ account: TestAccount; key: string }> {
    const account = await signUp(suite.http);
    const created = await suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label: 'sdk' }).expect(201);
    await suite.database.query('UPDATE users SET api_plan = $1 WHERE id = $2', [plan, account.user.id]);
    return { account, key: created.body.key };
  }

  const client = (apiKey: string) => new OpenAI({ apiKey, baseURL: `${suite.server.url}/openai/v1`, maxRetries: 0 });
  const usageOf = async (account: TestAccount) => (await suite.http.get('/api/integrations/usage').set(bearer(account.token)).expect(200)).body;
  const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (error: unknown) => error as InstanceType<typeof OpenAI.APIError>);

  /** The configured provider for speech, transcription and embeddings is the fake upstream. */
  function useFakeProvider(): void {
    const upstream = new OpenAiClient({ baseUrl: fake.baseUrl, apiKey: FAKE_API_KEY, timeoutMs: 10_000 });
    engines.speech = new OpenAiSpeechEngine(upstream, 'tts-fake');
    engines.transcription = new OpenAiTranscriptionEngine(upstream, 'whisper-fake');
    engines.embeddings = new OpenAiEmbeddingsEngine(upstream, 'embed-fake');
  }

  it('retrieves each listed model by id, and answers an unknown one with 404 model_not_found naming "model"', async () => {
    const { key } = await accountWithKey();
    const sdk = client(key);
    const listed = [];
    for await (const model of sdk.models.list()) listed.push(model);
    expect(listed.map((model) => model.id).sort()).toEqual(['atelier-offline-tts', 'atelier-svg-sharp', 'atelier-templates']);
    for (const model of listed) expect(await sdk.models.retrieve(model.id)).toEqual(model);

    const missing = await refusal(sdk.models.retrieve('gpt-9'));
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect(missing).toMatchObject({ code: 'model_not_found', param: 'model', type: 'invalid_request_error' });
    expect(missing.message).toContain('atelier-offline-tts');
    await expect(client(createApiKey()).models.retrieve('atelier-templates')).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it('speaks offline with espeak-ng in mp3, wav and opus: real, audible speech, distinct voices, speed honoured, metered by input', async () => {
    const { account, key } = await accountWithKey();
    const sdk = client(key);
    const spoken: Record<string, { bytes: Buffer; seconds: number }> = {};
    for (const [format, contentType, container] of [['mp3', 'audio/mpeg', 'mp3'], ['wav', 'audio/wav', 'wav'], ['opus', 'audio/ogg', 'ogg']] as const) {
      const response = await sdk.audio.speech.create({ model: 'atelier-offline-tts', voice: 'alloy', input: SENTENCE, response_format: format });
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('x-engine')).toBe('local/atelier-offline-tts (offline engine)');
      const bytes = Buffer.from(await response.arrayBuffer());
      const facts = await ffmpegFacts(bytes, `speech.${container}`);
      expect(facts.codec).toBe({ mp3: 'mp3', wav: 'pcm_s16le', opus: 'opus' }[format]);
      expect(facts.durationSeconds).toBeGreaterThan(0.5);
      expect(meanVolumeDb(await decodeAudio(bytes, `speech.${container}`))).toBeGreaterThan(-50);
      spoken[format] = { bytes, seconds: facts.durationSeconds };
    }

    const shimmer = Buffer.from(await (await sdk.audio.speech.create({ model: 'atelier-offline-tts', voice: 'shimmer', input: SENTENCE, response_format: 'wav' })).arrayBuffer());
    expect(shimmer.equals(spoken.wav.bytes)).toBe(false);
    const fast = Buffer.from(await (await sdk.audio.speech.create({ model: 'atelier-offline-tts', voice: 'alloy', input: SENTENCE, response_format: 'wav', speed: 2 })).arrayBuffer());
    expect((await ffmpegFacts(fast, 'fast.wav')).durationSeconds).toBeLessThan(spoken.wav.seconds * 0.7);

    expect((await usageOf(account)).tokens_used).toBe(5 * tokensOf(SENTENCE));
  });

  it('refuses a bad format, voice, speed or empty input with 400 naming the field, charging nothing', async () => {
    const { account, key } = await accountWithKey();
    const sdk = client(key);
    const base = { model: 'atelier-offline-tts', voice: 'alloy' as const, input: 'hello' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ response_format: 'ogg' }, 'response_format', 'mp3, opus, aac, flac, wav, pcm'],
      [{ voice: 'robot' }, 'voice', 'alloy, ash, ballad'],
      [{ input: '' }, 'input', 'must not be empty'],
      [{ input: 'x'.repeat(4097) }, 'input', 'at most 4,096'],
      [{ speed: 5 }, 'speed', '0.25 and 4'],
    ];
    for (const [change, param, text] of cases) {
      const error = await refusal(sdk.audio.speech.create({ ...base, ...change } as never));
      expect(error).toBeInstanceOf(OpenAI.BadRequestError);
      expect(error).toMatchObject({ param, type: 'invalid_request_error' });
      expect(error.message).toContain(text);
    }
    expect((await refusal(sdk.audio.speech.create({ ...base, model: 'tts-1' }))).param).toBe('model');
    expect((await usageOf(account)).tokens_used).toBe(0);
  });

  it('says offline that transcription and embeddings need a provider, naming the setting (503 engine_unavailable)', async () => {
    const { account, key } = await accountWithKey();
    const sdk = client(key);
    const transcription = await refusal(sdk.audio.transcriptions.create({ model: 'whisper-1', file: await toFile(Buffer.from('RIFF'), 'a.wav') }));
    expect(transcription).toMatchObject({ status: 503, code: 'engine_unavailable', type: 'server_error' });
    expect(transcription.message).toContain('ENGINE_TRANSCRIPTION=openai');
    const embeddings = await refusal(sdk.embeddings.create({ model: 'text-embedding-3-small', input: 'hello' }));
    expect(embeddings).toMatchObject({ status: 503, code: 'engine_unavailable', type: 'server_error' });
    expect(embeddings.message).toContain('ENGINE_EMBEDDINGS=openai');
    await expect(client(createApiKey()).embeddings.create({ model: 'x', input: 'hello' })).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    expect((await usageOf(account)).tokens_used).toBe(0);
  });

  it('passes speech, transcriptions and embeddings to the configured provider, returning its answers, metered', async () => {
    useFakeProvider();
    const { account, key } = await accountWithKey();
    const sdk = client(key);
    const listed = [];
    for await (const model of sdk.models.list()) listed.push(model.id);
    expect(listed).toEqual(expect.arrayContaining(['tts-fake', 'whisper-fake', 'embed-fake']));

    const speech = await sdk.audio.speech.create({ model: 'tts-fake', voice: 'coral', input: SENTENCE, speed: 1.5, instructions: 'Cheerful' });
    expect(speech.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await speech.arrayBuffer())).toEqual(fakeSpeechBytes({ model: 'tts-fake', voice: 'coral', response_format: 'mp3', speed: 1.5, input: SENTENCE }));
    expect(JSON.parse(fake.requests.at(-1)!.body.toString())).toMatchObject({ instructions: 'Cheerful' });

    const file = await toFile(Buffer.from('RIFF-fake-audio'), 'note.wav');
    const transcript = await sdk.audio.transcriptions.create({ model: 'whisper-fake', file, language: 'en' });
    expect(transcript.text).toContain(FAKE_TRANSCRIPT);
    const srt = await sdk.audio.transcriptions.create({ model: 'whisper-fake', file: await toFile(Buffer.from('RIFF'), 'a.wav'), response_format: 'srt' });
    expect(srt).toContain('00:00:00,000 --> 00:00:01,500');
    const verbose = await sdk.audio.transcriptions.create({ model: 'whisper-fake', file: await toFile(Buffer.from('RIFF'), 'a.wav'), response_format: 'verbose_json' });
    expect(verbose).toMatchObject({ text: FAKE_TRANSCRIPT, duration: 1.5 });

    const texts = ['a red boat', 'the harbour at night'];
    const embedded = await sdk.embeddings.create({ model: 'embed-fake', input: texts, encoding_format: 'float', dimensions: 4 });
    expect(embedded.data.map((entry) => entry.embedding)).toEqual(texts.map((text) => fakeEmbedding(text, 4)));
    expect(embedded.usage).toEqual({ prompt_tokens: tokensOf(texts[0]) + tokensOf(texts[1]), total_tokens: tokensOf(texts[0]) + tokensOf(texts[1]) });
    const tokenArrays = await sdk.embeddings.create({ model: 'embed-fake', input: [[1, 2, 3]], encoding_format: 'float' });
    expect(tokenArrays.usage.total_tokens).toBe(3);
    // The SDK asks for base64 by default and decodes it: the same floats arrive.
    const decoded = await sdk.embeddings.create({ model: 'embed-fake', input: 'a red boat' });
    expect(decoded.data[0].embedding.map((value) => Math.round(value * 1e4))).toEqual(fakeEmbedding('a red boat').map((value) => Math.round(value * 1e4)));

    const transcribed = tokensOf(`${FAKE_TRANSCRIPT} (15 bytes, note.wav)`) + 2 * tokensOf(FAKE_TRANSCRIPT);
    const embeddedTokens = tokensOf(texts[0]) + tokensOf(texts[1]) + 3 + tokensOf('a red boat');
    expect((await usageOf(account)).tokens_used).toBe(tokensOf(SENTENCE) + transcribed + embeddedTokens);
  });

  it('says what is left when a call does not fit: "1 image left this month; 2 were asked", and tokens likewise', async () => {
    const { account, key } = await accountWithKey('free');
    const sdk = client(key);
    await sdk.images.generate({ prompt: 'A lighthouse', n: 2, size: '256x256', response_format: 'b64_json' });
    const images = await refusal(sdk.images.generate({ prompt: 'A harbour', n: 2, size: '256x256', response_format: 'b64_json' }));
    expect(images).toBeInstanceOf(OpenAI.RateLimitError);
    expect(images.message).toContain('1 image left this month; 2 were asked.');
    expect(images.code).toBe('insufficient_quota');
    expect(Number(images.headers?.get('retry-after'))).toBeGreaterThan(0);

    // Free has 100 tokens: 401 characters need 101.
    const tokens = await refusal(sdk.audio.speech.create({ model: 'atelier-offline-tts', voice: 'alloy', input: 'a'.repeat(401) }));
    expect(tokens).toBeInstanceOf(OpenAI.RateLimitError);
    expect(tokens.message).toContain('100 tokens left this month; this request needs 101.');
    expect(await usageOf(account)).toMatchObject({ tokens_used: 0, images_used: 2 });
  });
});
