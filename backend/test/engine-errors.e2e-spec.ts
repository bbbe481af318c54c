import type { Engines } from '../src/engines/create-engines';
import type { CodeEngine } from '../src/engines/code/code-engine';
import { EngineError, type EngineErrorKind } from '../src/engines/engine-error';
import { ENGINES } from '../src/engines/engines.module';
import { MUSIC_ENGINES, type MusicEngines } from '../src/engines/music-engine.module';
import type { TextEngine } from '../src/engines/text-engine';
import { postChat, newSessionId } from './chat.support';
import { studioHeaders } from './build-studio.support';
import { FailingImageEngine } from './media.support';
import { MovieApi, account } from './movie.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { FailingVideoEngine } from './video.support';

const TEST_ENGINE = { provider: 'openai', model: 'test-double', label: 'test engine' } as const;
const KINDS: EngineErrorKind[] = ['unavailable', 'provider', 'timeout', 'invalid-input'];
const MESSAGE: Record<EngineErrorKind, string> = {
  unavailable: 'No provider is configured for this.',
  provider: 'The provider answered 500: upstream exploded',
  timeout: 'The provider did not answer in time.',
  'invalid-input': 'The provider refused this prompt.',
};

/** What one area answered, reduced to what the engine-error table decides. */
interface Answer {
  status: number;
  code: string;
  message: string;
  retryAfter: string | null;
}

/** The engine-error table as clients see it (README, error section); written out, so this file also runs against older code. */
const EXPECTED: Record<EngineErrorKind, { status: number; code: string; retryAfter: string | null }> = {
  unavailable: { status: 503, code: 'ENGINE_UNAVAILABLE', retryAfter: null },
  provider: { status: 502, code: 'ENGINE_FAILED', retryAfter: null },
  timeout: { status: 504, code: 'ENGINE_TIMEOUT', retryAfter: null },
  'invalid-input': { status: 400, code: 'INVALID_INPUT', retryAfter: null },
};

const failing = (kind: EngineErrorKind) => new EngineError(kind, MESSAGE[kind]);

class FailingText implements TextEngine {
  readonly engine = TEST_ENGINE;
  constructor(private readonly kind: EngineErrorKind) {}
  // eslint-disable-next-line require-yield
  async *stream(): AsyncIterable<string> {
    throw failing(this.kind);
  }
}

class FailingCode implements CodeEngine {
  readonly engine = TEST_ENGINE;
  constructor(private readonly kind: EngineErrorKind) {}
  // eslint-disable-next-line require-yield
  async *generate(): ReturnType<CodeEngine['generate']> {
    throw failing(this.kind);
  }
  rewriteFile(): Promise<string> {
    return Promise.reject(failing(this.kind));
  }
}

// Every area that calls an engine answers the same engine failure with the same status, code and Retry-After
// (ARCHITECTURE.md §8): HTTP routes, streams that fail before their first event, and jobs a request waits for.
describe('Engine errors answered alike in every area (real PostgreSQL)', () => {
  let engines: Engines;
  let musicEngines: MusicEngines;
  let original: Engines;
  let originalMusic: MusicEngines['music'];

  const suite = useSuiteServer('engine_errors', () => ({ DATA_DIR: makeTempDir('engine-errors-data'), VIDEO_JOB_RETRY_LIMIT: '0', JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    musicEngines = suite.server.app.get<symbol, MusicEngines>(MUSIC_ENGINES);
    original = { ...engines };
    originalMusic = musicEngines.music;
  });

  afterEach(() => {
    Object.assign(engines, original);
    musicEngines.music = originalMusic;
  });

  const fromBody = (status: number, body: { code?: string; message?: string }, retryAfter: string | null | undefined): Answer => ({
    status,
    code: body.code ?? '',
    message: body.message ?? '',
    retryAfter: retryAfter ?? null,
  });

  async function apiKey(): Promise<{ token: string; key: string }> {
    const owner = await signUp(suite.http);
    const created = await suite.http.post('/api/integrations/key').set(bearer(owner.token)).send({ label: 'errors' }).expect(201);
    return { token: owner.token, key: created.body.key as string };
  }

  /** Each area's call that reaches the engine, with the engines already failing with `kind`. */
  const AREAS: Record<string, (kind: EngineErrorKind) => Promise<Answer>> = {
    chat: async (kind) => {
      engines.text = new FailingText(kind);
      const answer = await postChat(suite.server.url, { message: 'hello', session_id: newSessionId(), ip: uniqueIp() });
      return fromBody(answer.status, JSON.parse(answer.text), answer.headers.get('retry-after'));
    },
    'build studio': async (kind) => {
      engines.code = new FailingCode(kind);
      const answer = await suite.http
        .post('/api/build-studio/generate')
        .set(studioHeaders({ ip: uniqueIp(), session: newSessionId() }))
        .send({ prompt: 'A landing page', currentCode: '' });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    photo: async (kind) => {
      engines.image = new FailingImageEngine(failing(kind));
      const answer = await suite.http.post('/api/photo/generate').set('X-Forwarded-For', uniqueIp()).send({ prompt: 'A lighthouse', session_id: newSessionId() });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    video: async (kind) => {
      engines.video = new FailingVideoEngine(kind, MESSAGE[kind]);
      const answer = await suite.http
        .post('/api/video/generate')
        .set('X-Forwarded-For', uniqueIp())
        .send({ prompt: 'A lighthouse at dusk', session_id: newSessionId(), request_id: `errors-${kind}-${Date.now()}` });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    marketing: async (kind) => {
      const owner = await signUp(suite.http);
      engines.text = new FailingText(kind);
      const answer = await suite.http
        .post(`/api/marketing/campaign-copy?idempotency_key=errors_${kind}_${Date.now()}`)
        .set(bearer(owner.token))
        .send({ input: 'Spring sale', copy_type: 'email' });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    'wp-gateway': async (kind) => {
      const { key } = await apiKey();
      engines.text = new FailingText(kind);
      const answer = await suite.http.post('/api/wp/text').send({ prompt: 'Say hello', api_key: key });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    movie: async (kind) => {
      const movie = new MovieApi(suite.http, account((await signUp(suite.http)).token));
      const projectId = await movie.createProject();
      await movie.addCharacter(projectId, { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' });
      engines.text = new FailingText(kind);
      const answer = await movie.post('/movie-studio/script', { project_id: projectId, prompt: 'A courier in a flooded city.', target_length: 5 });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    music: async (kind) => {
      const owner = await signUp(suite.http);
      const projectId = `err${Math.random().toString(36).slice(2, 8)}`;
      await suite.http.post('/api/music/projects').set(bearer(owner.token)).send({ id: projectId }).expect(201);
      musicEngines.music = {
        engine: TEST_ENGINE,
        writeLyrics: () => Promise.reject(failing(kind)),
        compose: () => Promise.reject(failing(kind)),
      };
      const answer = await suite.http.post('/api/music/lyrics').set(bearer(owner.token)).send({ prompt: 'A song about rain', project_id: projectId });
      return fromBody(answer.status, answer.body, answer.headers['retry-after']);
    },
    'openai-compatible': async (kind) => {
      const { key } = await apiKey();
      engines.text = new FailingText(kind);
      const answer = await suite.http
        .post('/api/openai/v1/chat/completions')
        .set(bearer(key))
        .send({ model: TEST_ENGINE.model, messages: [{ role: 'user', content: 'hello' }] });
      // OpenAI's envelope, as its SDKs expect: our code in lower case, the status and Retry-After from the table.
      expect(answer.body.error).toMatchObject({ type: answer.status >= 500 ? 'server_error' : 'invalid_request_error', param: null });
      const envelope = answer.body.error as { code: string; message: string };
      return fromBody(answer.status, { code: envelope.code.toUpperCase(), message: envelope.message }, answer.headers['retry-after']);
    },
  };

  it.each(KINDS)('answers an engine failure of kind %s with the same status, code, message and Retry-After in every area', async (kind) => {
    const expected: Answer = { ...EXPECTED[kind], message: MESSAGE[kind] };
    const answers: Record<string, Answer> = {};
    for (const [area, call] of Object.entries(AREAS)) answers[area] = await call(kind);

    expect(answers).toEqual(Object.fromEntries(Object.keys(AREAS).map((area) => [area, expected])));
  });
});
