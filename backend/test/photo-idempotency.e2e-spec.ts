import type { Engines } from '../src/engines/create-engines';
import { EngineError } from '../src/engines/engine-error';
import { ENGINES } from '../src/engines/engines.module';
import type { ImageEngine, ImageResult } from '../src/engines/image-engine';
import { newSessionId } from './chat.support';
import { FailingImageEngine, QuickImageEngine, solidPng } from './media.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';

/** Holds every generation until `release()`, so a second request can arrive while the first runs. */
class HeldImageEngine implements ImageEngine {
  readonly engine = { provider: 'local', model: 'held', label: 'test engine' } as const;
  calls = 0;
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  private started!: () => void;
  readonly running = new Promise<void>((resolve) => (this.started = resolve));

  constructor(private readonly png: Buffer) {}

  release(): void {
    this.open();
  }

  async generate(): Promise<ImageResult> {
    this.calls += 1;
    this.started();
    await this.gate;
    return { data: this.png, contentType: 'image/png', width: 8, height: 8, engine: this.engine };
  }
}

/** POST /api/photo/generate?idempotency_key= has chat's replay semantics (spec 001 §7). */
describe('POST /api/photo/generate with an idempotency key (real PostgreSQL)', () => {
  let engines: Engines;
  let localImage: ImageEngine;
  let png: Buffer;

  const suite = useSuiteServer('photo_idempotency', { BACKEND_MODULES: 'auth,media' }, { dataDir: 'photo-idempotency' });

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    localImage = engines.image;
    png = await solidPng(8, 8);
  });

  afterEach(() => {
    engines.image = localImage;
  });

  const generate = (key: string | null, body: object, ip: string, token?: string) => {
    const call = suite.http.post(`/api/photo/generate${key === null ? '' : `?idempotency_key=${encodeURIComponent(key)}`}`).set('X-Forwarded-For', ip);
    return (token ? call.set(bearer(token)) : call).send(body);
  };

  it('answers a repeat with the same photo, made and counted once', async () => {
    const engine = new QuickImageEngine(png);
    engines.image = engine;
    const ip = uniqueIp();
    const sessionId = newSessionId();

    const first = await generate('photo-1', { prompt: 'A red kite', session_id: sessionId }, ip).expect(200);
    const again = await generate('photo-1', { prompt: 'A red kite', session_id: sessionId }, ip).expect(200);

    expect(again.body).toEqual(first.body);
    expect(again.headers['x-engine']).toBe(first.headers['x-engine']);
    expect(engine.calls).toBe(1);
    expect(await meterCount(suite.database, `session:${sessionId}`, 'daily.photo')).toBe(1);
    // Another key is another photo.
    await generate('photo-2', { prompt: 'A red kite', session_id: sessionId }, ip).expect(200);
    expect(engine.calls).toBe(2);
  });

  it('answers 409 while the first request with the key is still running, then the photo', async () => {
    const engine = new HeldImageEngine(png);
    engines.image = engine;
    const ip = uniqueIp();
    const body = { prompt: 'A slow kite', session_id: newSessionId() };

    const first = generate('slow', body, ip).then((response) => response);
    await engine.running;
    const during = await generate('slow', body, ip).expect(409);
    expect(during.body).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    engine.release();
    const done = await first;
    expect(done.status).toBe(200);
    expect((await generate('slow', body, ip).expect(200)).body).toEqual(done.body);
    expect(engine.calls).toBe(1);
  });

  it('frees the key of a failed request, which is not counted, so a retry can succeed', async () => {
    const ip = uniqueIp();
    const sessionId = newSessionId();
    engines.image = new FailingImageEngine(new EngineError('provider', 'The image provider failed.'));
    await generate('retry-me', { prompt: 'A kite', session_id: sessionId }, ip).expect(502);
    expect(await meterCount(suite.database, `session:${sessionId}`, 'daily.photo')).toBe(0);

    engines.image = new QuickImageEngine(png);
    await generate('retry-me', { prompt: 'A kite', session_id: sessionId }, ip).expect(200);
    expect(await meterCount(suite.database, `session:${sessionId}`, 'daily.photo')).toBe(1);
  });

  it('keeps keys per owner: an account\'s key is its own, a visitor\'s is their session\'s', async () => {
    const engine = new QuickImageEngine(png);
    engines.image = engine;
    const account = await signUp(suite.http);
    const mySession = newSessionId();
    const mine = await generate('shared', { prompt: 'Mine', session_id: mySession }, uniqueIp(), account.token).expect(200);
    const visitor = await generate('shared', { prompt: 'Theirs', session_id: newSessionId() }, uniqueIp()).expect(200);
    expect(visitor.body.media_id).not.toBe(mine.body.media_id);
    // The same account's same request from another address still gets its photo back.
    expect((await generate('shared', { prompt: 'Mine', session_id: mySession }, uniqueIp(), account.token).expect(200)).body).toEqual(mine.body);
    // Another browser session is another request (its answer names that session): the key is taken (Stripe: 422).
    const elsewhere = await generate('shared', { prompt: 'Mine', session_id: newSessionId() }, uniqueIp(), account.token).expect(422);
    expect(elsewhere.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(engine.calls).toBe(2);
    await generate('bad key', { prompt: 'x', session_id: newSessionId() }, uniqueIp()).expect(400);
  });
});
