import { existsSync } from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import {
  GIF_1X1,
  PNG_2X2,
  USER_AGENTS,
  bearer,
  latestMagicToken,
  logIn,
  signUp,
  uniqueIp,
} from './support/accounts';
import { blackSquarePng, headerOnlyPng, padPng, pngClaiming } from './support/crafted-png';
import { useSuiteServer } from './support/suite-server';

const TWO_MB = 2 * 1024 * 1024;
const UNKNOWN_ID = '4f1b2f3c-9a7d-4e21-8c55-0d9e6b7a1f00';

/** A valid PNG (the 2×2 one, padded with an ancillary chunk) of exactly `size` bytes. */
function pngOfSize(size: number): Buffer {
  return padPng(PNG_2X2, size);
}

const AVATAR_URL = /^\/api\/account\/avatars\/([0-9a-f-]{36})\.webp\?v=\d+$/;

describe('/api/account (real PostgreSQL)', () => {
  /** Where the local storage keeps an asset's bytes. */
  const assetFile = (id: string) => path.join(suite.dataDir, 'media', 'assets', id);
  const assetsOf = (userId: string) =>
    suite.database.query<{ id: string; kind: string; content_type: string; width: number; height: number }>(
      'SELECT id, kind, content_type, width, height FROM assets WHERE user_id = $1',
      [userId],
    );

  const upload = (token: string, content: Buffer, filename = 'me.png', contentType = 'image/png') =>
    suite.http.post('/api/account/avatar').set(bearer(token)).attach('file', content, { filename, contentType });
  /** An avatar upload whose body is written by hand, under its own Content-Type. */
  const uploadRaw = (token: string, contentType: string, body: string) =>
    suite.http.post('/api/account/avatar').set(bearer(token)).set('Content-Type', contentType).send(body);

  const suite = useSuiteServer('account', {}, { dataDir: 'account-data' });

  describe('sessions', () => {
    it('lists live sessions with their devices, most recently used first, marking the current one', async () => {
      const account = await signUp(suite.http, { userAgent: USER_AGENTS.chromeLinux });
      const phone = await logIn(suite.http, account, USER_AGENTS.safariIphone);

      const response = await suite.http.get('/api/account/sessions').set(bearer(phone)).expect(200);

      expect(response.body).toEqual([
        {
          id: expect.any(String),
          device: 'Safari on iPhone',
          kind: 'phone',
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          current: true,
        },
        {
          id: expect.any(String),
          device: 'Chrome on Linux',
          kind: 'desktop',
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          current: false,
        },
      ]);
    });

    it('leaves out ended sessions', async () => {
      const account = await signUp(suite.http);
      const second = await logIn(suite.http, account);
      await suite.database.query(
        `UPDATE sessions SET last_seen_at = now() - interval '31 days'
         WHERE user_id = $1 AND id <> (SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
        [account.user.id],
      );

      const response = await suite.http.get('/api/account/sessions').set(bearer(second)).expect(200);

      expect(response.body).toHaveLength(1);
      expect(response.body[0].current).toBe(true);
    });

    it('ends one session by id; its token stops working', async () => {
      const account = await signUp(suite.http);
      const other = await logIn(suite.http, account);
      const sessions = await suite.http.get('/api/account/sessions').set(bearer(account.token)).expect(200);
      const otherId = sessions.body.find((session: { current: boolean }) => !session.current).id;

      await suite.http.delete(`/api/account/sessions/${otherId}`).set(bearer(account.token)).expect(204);

      await suite.http.get('/api/auth/me').set(bearer(other)).expect(401);
      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
    });

    it('"Log Out All Devices" ends every other session and keeps this one', async () => {
      const account = await signUp(suite.http);
      const others = [await logIn(suite.http, account), await logIn(suite.http, account)];

      const response = await suite.http.delete('/api/account/sessions/others').set(bearer(account.token)).expect(200);

      expect(response.body).toEqual({ revoked: 2 });
      for (const token of others) await suite.http.get('/api/auth/me').set(bearer(token)).expect(401);
      const left = await suite.http.get('/api/account/sessions').set(bearer(account.token)).expect(200);
      expect(left.body).toEqual([expect.objectContaining({ current: true })]);
    });

    it("cannot see or end another user's sessions: 404, as for an id that does not exist", async () => {
      const alice = await signUp(suite.http);
      const bob = await signUp(suite.http);
      const [bobSession] = (await suite.http.get('/api/account/sessions').set(bearer(bob.token)).expect(200)).body;

      const response = await suite.http.delete(`/api/account/sessions/${bobSession.id}`).set(bearer(alice.token)).expect(404);
      await suite.http.delete(`/api/account/sessions/${UNKNOWN_ID}`).set(bearer(alice.token)).expect(404);

      expect(response.body).toEqual({ statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found.' });
      await suite.http.get('/api/auth/me').set(bearer(bob.token)).expect(200);
      const aliceSees = (await suite.http.get('/api/account/sessions').set(bearer(alice.token))).body;
      expect(aliceSees.map((s: { id: string }) => s.id)).not.toContain(bobSession.id);
      await suite.http.delete('/api/account/sessions/others').set(bearer(alice.token)).expect(200);
      await suite.http.get('/api/auth/me').set(bearer(bob.token)).expect(200);
    });

    it('answers a malformed session id with 400 and no token with 401', async () => {
      const account = await signUp(suite.http);

      const malformed = await suite.http.delete('/api/account/sessions/not-a-uuid').set(bearer(account.token)).expect(400);

      expect(malformed.body.code).toBe('BAD_REQUEST');
      await suite.http.get('/api/account/sessions').expect(401);
      await suite.http.delete('/api/account/sessions/others').expect(401);
    });
  });

  describe('profile', () => {
    it("changes the signed-in user's name only, trimmed", async () => {
      const alice = await signUp(suite.http);
      const bob = await signUp(suite.http, { name: 'Bob' });

      const response = await suite.http
        .patch('/api/account/profile')
        .set(bearer(alice.token))
        .send({ name: '  Ada Lovelace  ' })
        .expect(200);

      expect(response.body).toEqual({ ...alice.user, name: 'Ada Lovelace' });
      expect((await suite.http.get('/api/auth/me').set(bearer(alice.token))).body.name).toBe('Ada Lovelace');
      expect((await suite.http.get('/api/auth/me').set(bearer(bob.token))).body.name).toBe('Bob');
    });

    it.each([
      ['an empty name', { name: '   ' }],
      ['a name over 80 characters', { name: 'n'.repeat(81) }],
      ['a name over 80 characters counted as PostgreSQL counts them', { name: '❤️'.repeat(41) }],
      ['a name with a line break', { name: 'Ada\nLovelace' }],
      ['another field', { name: 'Ada', email: 'other@example.com' }],
      ['no name', {}],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body) => {
      const account = await signUp(suite.http);

      const response = await suite.http.patch('/api/account/profile').set(bearer(account.token)).send(body).expect(400);

      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('avatar', () => {
    it('stores a PNG as a 256×256 WebP asset, serves it with long caching, and replaces it cleanly', async () => {
      const account = await signUp(suite.http);

      const uploaded = await upload(account.token, PNG_2X2).expect(200);

      const avatarUrl: string = uploaded.body.avatarUrl;
      expect(avatarUrl).toMatch(AVATAR_URL);
      expect(uploaded.body).toEqual({ ...account.user, avatarUrl });
      const served = await suite.http.get(avatarUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
      const firstId = AVATAR_URL.exec(avatarUrl)![1];
      expect(await assetsOf(account.user.id)).toEqual([
        { id: firstId, kind: 'image', content_type: 'image/webp', width: 256, height: 256 },
      ]);
      expect(existsSync(assetFile(firstId))).toBe(true);

      const replaced = await upload(account.token, GIF_1X1, 'me.gif', 'image/gif').expect(200);

      expect(replaced.body.avatarUrl).toMatch(AVATAR_URL);
      expect((await suite.http.get(replaced.body.avatarUrl).expect(200)).headers['content-type']).toBe('image/webp');
      expect(existsSync(assetFile(firstId))).toBe(false);
      await suite.http.get(avatarUrl).expect(404);
      expect((await assetsOf(account.user.id)).map((asset) => asset.id)).toEqual([AVATAR_URL.exec(replaced.body.avatarUrl)![1]]);
      expect((await suite.http.get('/api/auth/me').set(bearer(account.token))).body.avatarUrl).toBe(replaced.body.avatarUrl);
    });

    it.each([
      ['a 33-byte header-only PNG', 422, 'AVATAR_UNREADABLE', () => headerOnlyPng()],
      ['a truncated PNG', 422, 'AVATAR_UNREADABLE', () => blackSquarePng(2000).subarray(0, 200)],
      ['a PNG claiming 1,000,000×1,000,000', 413, 'AVATAR_TOO_MANY_PIXELS', () => pngClaiming(1_000_000, 1_000_000)],
      ['a real 20000×20000 PNG (1.6 GB decoded)', 413, 'AVATAR_TOO_MANY_PIXELS', () => blackSquarePng(20_000)],
    ] as Array<[string, number, string, () => Buffer]>)('refuses %s with %i %s and stores nothing', async (_case, status, code, png) => {
      const account = await signUp(suite.http);

      const response = await upload(account.token, png()).expect(status);

      expect(response.body).toEqual({ statusCode: status, code, message: expect.any(String) });
      expect(await assetsOf(account.user.id)).toEqual([]);
      expect((await suite.http.get('/api/auth/me').set(bearer(account.token))).body.avatarUrl).toBeNull();
    });

    it('judges by content: text named .png and typed image/png is refused with 415', async () => {
      const account = await signUp(suite.http);

      const response = await upload(account.token, Buffer.from('I am not an image, honest.'), 'photo.png').expect(415);

      expect(response.body).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_IMAGE',
        message: 'Please upload an image file (PNG, JPEG, GIF or WebP).',
      });
    });

    it('takes exactly 2 MB and refuses one byte more with 413', async () => {
      const account = await signUp(suite.http);

      await upload(account.token, pngOfSize(TWO_MB)).expect(200);
      const response = await upload(account.token, pngOfSize(TWO_MB + 1)).expect(413);

      expect(response.body).toEqual({
        statusCode: 413,
        code: 'AVATAR_TOO_LARGE',
        message: 'Avatar must be 2 MB or smaller.',
      });
    });

    it('answers a missing file, another field name and a malformed body with 400', async () => {
      const account = await signUp(suite.http);

      const missing = await suite.http.post('/api/account/avatar').set(bearer(account.token)).send({}).expect(400);
      expect(missing.body.code).toBe('AVATAR_REQUIRED');

      const otherField = await suite.http
        .post('/api/account/avatar')
        .set(bearer(account.token))
        .attach('avatar', PNG_2X2, 'me.png')
        .expect(400);
      expect(otherField.body.code).toBe('INVALID_UPLOAD');

      const malformed = await uploadRaw(
        account.token,
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ).expect(400);
      expect(malformed.body.code).toBe('INVALID_UPLOAD');

      const noBoundary = await uploadRaw(account.token, 'multipart/form-data', 'whatever').expect(400);
      expect(noBoundary.body.code).toBe('INVALID_UPLOAD');
    });

    it('needs a session to upload', async () => {
      await suite.http.post('/api/account/avatar').attach('file', PNG_2X2, 'me.png').expect(401);
    });

    it.each([
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2fpostgres-password',
      'not-ours.png',
      '4f1b2f3c-9a7d-4e21-8c55-0d9e6b7a1f00.png',
      '4f1b2f3c-9a7d-4e21-8c55-0d9e6b7a1f00.svg',
    ])('answers 404 for the avatar name %s', async (name) => {
      const response = await suite.http.get(`/api/account/avatars/${name}`).expect(404);

      expect(response.body.code).toMatch(/NOT_FOUND/);
    });
  });

  describe('deletion', () => {
    it('deletes the account with its sessions, avatar, pending links and mails; it cannot sign in again', async () => {
      const account = await signUp(suite.http);
      const otherDevice = await logIn(suite.http, account);
      const avatarUrl = (await upload(account.token, PNG_2X2).expect(200)).body.avatarUrl as string;
      await suite.http
        .post('/api/auth/magic-link')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: account.email })
        .expect(202);
      const pendingLink = await latestMagicToken(suite.database, account.email);

      await suite.http.delete('/api/account').set(bearer(account.token)).expect(204);

      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(401);
      await suite.http.get('/api/auth/me').set(bearer(otherDevice)).expect(401);
      const login = await suite.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: account.email, password: account.password })
        .expect(401);
      expect(login.body.code).toBe('INVALID_CREDENTIALS');
      expect((await suite.http.post('/api/auth/magic-link/verify').send({ token: pendingLink }).expect(400)).body.code).toBe(
        'INVALID_MAGIC_LINK',
      );
      await suite.http.get(avatarUrl).expect(404);
      expect(existsSync(assetFile(AVATAR_URL.exec(avatarUrl)![1]))).toBe(false);
      const left = await suite.database.query(
        `SELECT 'user' FROM users WHERE email = $1
         UNION ALL SELECT 'session' FROM sessions WHERE user_id = $2
         UNION ALL SELECT 'link' FROM magic_links WHERE email = $1
         UNION ALL SELECT 'mail' FROM mail_outbox WHERE "to" = $1
         UNION ALL SELECT 'asset' FROM assets WHERE user_id = $2`,
        [account.email, account.user.id],
      );
      expect(left).toEqual([]);
    });

    it("deletes only the caller's account", async () => {
      const alice = await signUp(suite.http);
      const bob = await signUp(suite.http);

      await suite.http.delete('/api/account').set(bearer(alice.token)).expect(204);

      await suite.http.get('/api/auth/me').set(bearer(bob.token)).expect(200);
    });

    it('needs a session', async () => {
      await suite.http.delete('/api/account').expect(401);
    });
  });
});
