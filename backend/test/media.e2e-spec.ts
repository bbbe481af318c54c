import { existsSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { AssetStore } from '../src/assets/asset-store.service';
import { EngineError } from '../src/engines/engine-error';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { newSessionId } from './chat.support';
import { FailingImageEngine, PNG_SIGNATURE, QuickImageEngine, solidPng } from './media.support';
import { bearer, postJsonText, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { meterCount } from './support/metering';

describe('POST /api/photo/generate and GET /api/media/:id (real PostgreSQL)', () => {
  let engines: Engines;
  let localImage: Engines['image'];
  let quickPng: Buffer;
  const assetsDir = () => path.join(suite.dataDir, 'media', 'assets');

  const suite = useSuiteServer('media', {}, { dataDir: 'media-data' });

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    localImage = engines.image;
    quickPng = await solidPng(8, 8);
  });

  afterEach(() => {
    engines.image = localImage;
  });

  const generate = (body: Record<string, unknown>, ip = uniqueIp(), token?: string) => {
    const call = suite.http.post('/api/photo/generate').set('X-Forwarded-For', ip);
    return (token ? call.set(bearer(token)) : call).send(body);
  };
  /** Over real HTTP, so parallel requests really run in parallel. */
  const generateOverHttp = (body: Record<string, unknown>, ip: string, token?: string) =>
    fetch(`${suite.server.url}/photo/generate`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': ip,
        ...(token ? bearer(token) : {}),
      },
      body: JSON.stringify(body),
    });
  const photoUsage = (subject: string) => meterCount(suite.database, subject, 'daily.photo');

  describe('photo generation', () => {
    it('renders a PNG with the local engine and answers the contract, with X-Engine', async () => {
      const sessionId = newSessionId();

      const response = await generate({ prompt: '  A lighthouse at dawn  ', session_id: sessionId }).expect(200);

      expect(response.body).toEqual({
        photo_url: `/api/media/${response.body.media_id}`,
        prompt: 'A lighthouse at dawn',
        session_id: sessionId,
        media_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        width: 1024,
        height: 1024,
        engine: { provider: 'local', model: expect.any(String), label: 'offline engine' },
      });
      const { engine } = response.body;
      expect(response.headers['x-engine']).toBe(`local/${engine.model} (offline engine)`);
      expect(existsSync(path.join(assetsDir(), response.body.media_id))).toBe(true);
      const [row] = await suite.database.query(
        'SELECT kind, content_type, session_id, user_id, width, height, storage_key FROM assets WHERE id = $1',
        [response.body.media_id],
      );
      expect(row).toEqual({
        kind: 'image',
        content_type: 'image/png',
        session_id: sessionId,
        user_id: null,
        width: 1024,
        height: 1024,
        storage_key: `assets/${response.body.media_id}`,
      });
    });

    it('serves the photo as an immutable PNG with ETag/304 and byte ranges (206, 416)', async () => {
      const { body } = await generate({ prompt: 'A red kite over hills', session_id: newSessionId() }).expect(200);

      const whole = await suite.http.get(body.photo_url).buffer(true).expect(200);
      const bytes = whole.body as Buffer;
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(whole.headers['content-type']).toBe('image/png');
      expect(whole.headers['content-length']).toBe(String(bytes.length));
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = whole.headers.etag;
      expect(etag).toBe(`"${body.media_id}"`);

      const notModified = await suite.http.get(body.photo_url).set('If-None-Match', etag).expect(304);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.text ?? '').toBe('');

      const part = await suite.http.get(body.photo_url).set('Range', 'bytes=0-7').buffer(true).expect(206);
      expect((part.body as Buffer).equals(PNG_SIGNATURE)).toBe(true);
      expect(part.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
      expect(part.headers['content-length']).toBe('8');

      const tail = await suite.http.get(body.photo_url).set('Range', 'bytes=-12').buffer(true).expect(206);
      expect((tail.body as Buffer).equals(bytes.subarray(bytes.length - 12))).toBe(true);

      const head = await suite.http.head(body.photo_url).expect(200);
      expect(head.headers['content-length']).toBe(String(bytes.length));
      expect(head.headers['content-type']).toBe('image/png');

      const outside = await suite.http.get(body.photo_url).set('Range', `bytes=${bytes.length}-`).expect(416);
      expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(outside.body).toMatchObject({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE' });
    });

    it('lets exactly 5 of 50 parallel requests from one Free visitor through; the rest get 429 with Retry-After', async () => {
      const engine = new QuickImageEngine(quickPng);
      engines.image = engine;
      const ip = uniqueIp();
      const sessionId = newSessionId();

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => generateOverHttp({ prompt: `photo ${i}`, session_id: sessionId }, ip)),
      );

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      const refused = responses.find((response) => response.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()) as unknown).toEqual({
        statusCode: 429,
        code: 'QUOTA_EXCEEDED',
        message: "You've used all 5 free photo generations for today. Sign up or upgrade for more.",
        resetsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
      });
      expect(engine.calls).toBe(5);
      expect(await photoUsage(`ip:${ip}`)).toBe(5);
      expect(await photoUsage(`session:${sessionId}`)).toBe(5);

      // A signed-in Free user on the same network and browser session is counted by account: their own 5.
      const account = await signUp(suite.http);
      const own = await Promise.all(
        Array.from({ length: 6 }, (_, i) => generateOverHttp({ prompt: `mine ${i}`, session_id: sessionId }, ip, account.token)),
      );
      const ownStatuses = own.map((response) => response.status).sort();
      expect(ownStatuses).toEqual([200, 200, 200, 200, 200, 429]);
      const ownRefusal = own.find((response) => response.status === 429)!;
      expect(((await ownRefusal.json()) as { message: string }).message).toBe(
        "You've used all 5 photo generations of your Free plan for today. Upgrade to Pro for more.",
      );
    });

    it.each([
      ['a provider error', 502, 'ENGINE_FAILED', new EngineError('provider', 'The AI provider answered 500.')],
      ['a timeout', 504, 'ENGINE_TIMEOUT', new EngineError('timeout', 'The AI provider did not answer in time.')],
      ['an unconfigured provider', 503, 'ENGINE_UNAVAILABLE', new EngineError('unavailable', 'Configure an image provider.')],
    ] as Array<[string, number, string, EngineError]>)('answers %s with %i %s and does not count it', async (_case, status, code, error) => {
      engines.image = new FailingImageEngine(error);
      const ip = uniqueIp();
      const sessionId = newSessionId();

      const response = await generate({ prompt: 'A failing photo', session_id: sessionId }, ip).expect(status);

      expect(response.body).toEqual({ statusCode: status, code, message: error.message });
      expect(await photoUsage(`ip:${ip}`)).toBe(0);
      expect(await photoUsage(`session:${sessionId}`)).toBe(0);
    });

    it('answers an unexpected engine crash with 502, never 500, and does not count it', async () => {
      engines.image = { engine: localImage.engine, generate: () => Promise.reject(new TypeError('boom')) };
      const ip = uniqueIp();

      const response = await generate({ prompt: 'A crashing photo', session_id: newSessionId() }, ip).expect(502);

      expect(response.body.code).toBe('ENGINE_FAILED');
      expect(response.body.message).not.toContain('boom');
      expect(await photoUsage(`ip:${ip}`)).toBe(0);
    });

    it.each([
      ['a blank prompt', { prompt: ' \n\t ', session_id: 'abcdefghi' }],
      ['a prompt over 4,000 characters', { prompt: 'p'.repeat(4001), session_id: 'abcdefghi' }],
      ['a missing prompt', { session_id: 'abcdefghi' }],
      ['a prompt that is not text', { prompt: 42, session_id: 'abcdefghi' }],
      ['a missing session_id', { prompt: 'A cat' }],
      ['a malformed session_id', { prompt: 'A cat', session_id: 'has spaces' }],
      ['an unknown field', { prompt: 'A cat', session_id: 'abcdefghi', size: '4k' }],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body) => {
      const response = await generate(body).expect(400);

      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });

    it('accepts a prompt of exactly 4,000 characters', async () => {
      engines.image = new QuickImageEngine(quickPng);

      await generate({ prompt: 'p'.repeat(4000), session_id: newSessionId() }).expect(200);
    });

    it('refuses malformed JSON with 400 INVALID_JSON', async () => {
      const response = await postJsonText(suite.http, '/api/photo/generate', '{"prompt": "A cat", ').expect(400);

      expect(response.body).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    });
  });

  it('documents the media endpoints in OpenAPI', async () => {
    const { body } = await suite.http.get('/api/docs-json').expect(200);

    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/photo/generate', '/api/media/{id}', '/api/transcribe', '/api/analyze-image']),
    );
  });

  describe('media files', () => {
    it.each([
      ['an unknown id', '6f1c1a9e-3c55-4a8e-9a57-2a0f4f0b9c11'],
      ['a malformed id', 'not-a-uuid'],
      ['a path trick', '..%2F..%2Fpostgres-password'],
      ['an upper-case id', '6F1C1A9E-3C55-4A8E-9A57-2A0F4F0B9C11'],
    ])('answers %s with 404 JSON', async (_case, id) => {
      const response = await suite.http.get(`/api/media/${id}`).expect(404);

      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ statusCode: 404, code: 'MEDIA_NOT_FOUND', message: 'Media not found.' });
    });

    it('moves a file handed to AssetStore.saveFile into storage and serves it', async () => {
      const storage = suite.server.app.get(AssetStore);
      const source = path.join(makeTempDir('media-source'), 'clip.mp4');
      const content = Buffer.from('not really a video, but bytes all the same');
      writeFileSync(source, content);

      const saved = await storage.saveFile(source, {
        contentType: 'video/mp4',
        kind: 'video',
        ownerUserId: null,
        sessionId: 'abcdefghi',
      });

      expect(saved).toEqual({ id: expect.any(String), url: `/api/media/${saved.id}`, size: content.length });
      expect(existsSync(source)).toBe(false);
      const served = await suite.http.get(saved.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(Buffer.from(served.body as Buffer).equals(content)).toBe(true);
    });

    it("removes the user's photos, files and rows, when the account is deleted", async () => {
      engines.image = new QuickImageEngine(quickPng);
      const account = await signUp(suite.http);
      const { body } = await generate({ prompt: 'Mine only', session_id: newSessionId() }, uniqueIp(), account.token);
      expect(body.media_id).toBeDefined();
      expect(existsSync(path.join(assetsDir(), body.media_id))).toBe(true);

      await suite.http.delete('/api/account').set(bearer(account.token)).expect(204);

      await suite.http.get(body.photo_url).expect(404);
      expect(existsSync(path.join(assetsDir(), body.media_id))).toBe(false);
      expect(await suite.database.query('SELECT id FROM assets WHERE id = $1', [body.media_id])).toEqual([]);
    });
  });
});
