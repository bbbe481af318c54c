import { ExpiredRowsSweeper } from '../src/identity/expired-rows.sweeper';
import * as passwordHashing from '../src/identity/passwords/password-hashing';
import { hashPassword, scryptParamsOfCost } from '../src/identity/passwords/password-hashing';
import { PASSWORD, USER_AGENTS, bearer, postJsonText, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { TEST_PASSWORD_HASH_COST } from './support/test-password-hash-cost';

const SESSION_ENDED = {
  statusCode: 401,
  code: 'UNAUTHORIZED',
  message: 'Your session has ended. Please sign in again.',
};
const SIGN_IN_REQUIRED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };
const INVALID_CREDENTIALS = { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' };

describe('/api/auth (real PostgreSQL)', () => {
  const suite = useSuiteServer('auth', { BODY_LIMIT: '10kb' });

  const login = (email: string, password: string, ip = uniqueIp()) =>
    suite.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  describe('sign-up, sign-in, me and sign-out', () => {
    it('signs up, reads the account, signs out, and the token stops working', async () => {
      const email = uniqueEmail('ada');

      const signup = await suite.http.post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);

      expect(signup.body).toEqual({
        token: expect.stringMatching(/^ats_[A-Za-z0-9_-]{43}$/),
        user: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          email,
          name: email.split('@')[0],
          avatarUrl: null,
          plan: 'free',
          trial: null,
          createdAt: expect.any(String),
          firstSession: true,
          previousSignInAt: null,
        },
      });
      const me = await suite.http.get('/api/auth/me').set(bearer(signup.body.token)).expect(200);
      expect(me.body).toEqual(signup.body.user);

      await suite.http.post('/api/auth/logout').set(bearer(signup.body.token)).expect(204);

      const after = await suite.http.get('/api/auth/me').set(bearer(signup.body.token)).expect(401);
      expect(after.body).toEqual(SESSION_ENDED);
    });

    it('signs in with the password, opening a session of its own', async () => {
      const account = await signUp(suite.http);

      const response = await login(account.email.toUpperCase(), PASSWORD).expect(200);

      expect(response.body.user).toEqual({ ...account.user, firstSession: false, previousSignInAt: expect.any(String) });
      expect(response.body.token).not.toBe(account.token);
      await suite.http.get('/api/auth/me').set(bearer(response.body.token)).expect(200);
      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
    });

    it('stores a trimmed name when one is given, and the default for a blank one', async () => {
      expect((await signUp(suite.http, { name: '  Ada Lovelace  ' })).user.name).toBe('Ada Lovelace');
      const blank = await signUp(suite.http, { email: uniqueEmail('blank'), name: '   ' });
      expect(blank.user.name).toBe(blank.email.split('@')[0]);
    });

    it('answers 401 UNAUTHORIZED without a token (sign in), with a made-up one (session ended), or with another scheme', async () => {
      const account = await signUp(suite.http);

      for (const headers of [bearer('ats_' + 'A'.repeat(43)), bearer('nonsense')]) {
        const response = await suite.http.get('/api/auth/me').set(headers).expect(401);
        expect(response.body).toEqual(SESSION_ENDED);
      }
      // No bearer token at all: nobody was signed in, so no session "ended".
      for (const headers of [{}, { Authorization: `Basic ${account.token}` }]) {
        const response = await suite.http.get('/api/auth/me').set(headers).expect(401);
        expect(response.body).toEqual(SIGN_IN_REQUIRED);
      }
      await suite.http.post('/api/auth/logout').expect(401);
    });

    it('rehashes a password made at another work factor at its next sign-in, at the configured one', async () => {
      const account = await signUp(suite.http);
      const userId = account.user.id;
      // As a site that raised or lowered PASSWORD_HASH_COST finds its older rows.
      await suite.database.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(PASSWORD, scryptParamsOfCost(13)), userId]);

      await login(account.email, PASSWORD).expect(200);

      const [user] = await suite.database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
      expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** Number(TEST_PASSWORD_HASH_COST)}\\$8\\$1\\$`));
      await login(account.email, PASSWORD).expect(200);
      await login(account.email, 'not-the-password').expect(401);
    });
  });

  describe('sign-up rules', () => {
    it('refuses an address that already has an account, whatever its case and spacing', async () => {
      const account = await signUp(suite.http);

      const response = await suite.http
        .post('/api/auth/signup')
        .send({ email: `  ${account.email.toUpperCase()} `, password: 'another-Secret-92' })
        .expect(409);

      expect(response.body).toEqual({
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
      });
    });

    it.each([
      ['short', 'Sh0rt!', 'Password must be at least 8 characters.'],
      ['common', 'Password123', 'This password is too common. Choose another one.'],
      ['too long', 'x'.repeat(64) + 'y'.repeat(65), 'Password must be at most 128 characters.'],
    ])('refuses a %s password with WEAK_PASSWORD', async (_kind, password, message) => {
      const response = await suite.http.post('/api/auth/signup').send({ email: uniqueEmail(), password }).expect(400);

      expect(response.body).toEqual({ statusCode: 400, code: 'WEAK_PASSWORD', message });
    });

    it("refuses the address's own local part as password", async () => {
      const response = await suite.http
        .post('/api/auth/signup')
        .send({ email: 'grace.hopper.cobol@example.com', password: 'Grace.Hopper.COBOL' })
        .expect(400);

      expect(response.body.code).toBe('WEAK_PASSWORD');
    });

    it.each([
      ['an invalid email', { email: 'not-an-email', password: PASSWORD }, 'email must be an email'],
      ['an email over 254 characters', { email: `${'a'.repeat(250)}@example.com`, password: PASSWORD }, '254'],
      ['no password', { email: 'x@example.com' }, 'password must be a string'],
      ['a name over 80 characters', { email: 'x@example.com', password: PASSWORD, name: 'n'.repeat(81) }, 'name'],
      ['an unknown field', { email: 'x@example.com', password: PASSWORD, plan: 'pro' }, 'property plan should not exist'],
      ['a password over 1024 characters', { email: 'x@example.com', password: 'p'.repeat(1025) }, 'password'],
    ])('answers %s with 400 VALIDATION_FAILED', async (_case, body, fragment) => {
      const response = await suite.http.post('/api/auth/signup').send(body).expect(400);

      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(fragment);
    });

    it('answers malformed JSON with 400 and an oversized body with 413, never 500', async () => {
      const malformed = await postJsonText(suite.http, '/api/auth/login', '{"email": "a@b.c", ').expect(400);
      expect(malformed.body.code).toBe('INVALID_JSON');

      const oversized = await suite.http
        .post('/api/auth/signup')
        .send({ email: uniqueEmail(), password: PASSWORD, name: 'x'.repeat(20_000) })
        .expect(413);
      expect(oversized.body.code).toBe('PAYLOAD_TOO_LARGE');

      const notAnObject = await postJsonText(suite.http, '/api/auth/login', '"text"');
      expect(notAnObject.status).toBeLessThan(500);
    });
  });

  describe('sign-in errors', () => {
    it('gives the same answer, after the same work, for a wrong password and an unknown address', async () => {
      const account = await signUp(suite.http);
      // Every password check of the server: an unknown address must cost one scrypt at the configured factor, as a
      // wrong password does (the decoy), or its quicker answer would tell that the address has no account.
      const checks = jest.spyOn(passwordHashing, 'verifyPassword');
      try {
        const wrong = await login(account.email, 'not-the-password-1').expect(401);
        expect(checks).toHaveBeenCalledTimes(1);
        const unknown = await login(uniqueEmail('nobody'), 'not-the-password-1').expect(401);
        expect(checks).toHaveBeenCalledTimes(2);

        expect(wrong.body).toEqual(INVALID_CREDENTIALS);
        expect(unknown.body).toEqual(INVALID_CREDENTIALS);
        const work = (encoded: string) => encoded.split('$').slice(0, 4).join('$');
        const [[, accountHash], [, decoyHash]] = checks.mock.calls;
        expect(work(decoyHash)).toBe(work(accountHash));
        expect(work(decoyHash)).toBe(`scrypt$${2 ** Number(TEST_PASSWORD_HASH_COST)}$8$1`);
      } finally {
        checks.mockRestore();
      }
    });

    it('validates the sign-in body like any other', async () => {
      const response = await suite.http.post('/api/auth/login').send({ email: 'a@example.com' }).expect(400);

      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('session lifetime', () => {
    it('ends a session at its absolute expiry', async () => {
      const account = await signUp(suite.http);
      await suite.database.query(
        "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [account.user.id],
      );

      expect((await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(401)).body).toEqual(SESSION_ENDED);
    });

    it('ends a session unused for 30 days', async () => {
      const account = await signUp(suite.http);
      await suite.database.query(
        "UPDATE sessions SET last_seen_at = now() - interval '30 days 1 minute' WHERE user_id = $1",
        [account.user.id],
      );

      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(401);
    });

    it('records the last use at most once a minute', async () => {
      const account = await signUp(suite.http, { userAgent: USER_AGENTS.chromeLinux });
      const lastSeen = async () => {
        const [session] = await suite.database.query<{ at: Date }>('SELECT last_seen_at AS at FROM sessions WHERE user_id = $1', [
          account.user.id,
        ]);
        return session.at;
      };
      await suite.database.query("UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE user_id = $1", [
        account.user.id,
      ]);
      const stale = await lastSeen();

      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
      const touched = await lastSeen();
      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);

      expect(touched.getTime() - stale.getTime()).toBeGreaterThan(4 * 60_000);
      expect((await lastSeen()).getTime()).toBe(touched.getTime());
    });

    it('sweeps ended sessions, expired links and finished throttle windows, and nothing live', async () => {
      const live = await signUp(suite.http);
      const ended = await signUp(suite.http);
      await suite.database.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
        ended.user.id,
      ]);
      await suite.database.query(
        `INSERT INTO magic_links (email, token_hash, expires_at) VALUES
           ('old@example.com', 'h-old', now() - interval '1 second'),
           ('new@example.com', 'h-new', now() + interval '10 minutes')`,
      );
      await suite.database.query(
        `INSERT INTO auth_throttle (key, count, window_ends_at) VALUES
           ('k-old', 3, now() - interval '1 second'),
           ('k-new', 1, now() + interval '10 minutes')`,
      );

      await suite.server.app.get(ExpiredRowsSweeper, { strict: false }).sweep();

      const users = await suite.database.query<{ user_id: string }>('SELECT user_id FROM sessions WHERE user_id = ANY($1)', [
        [live.user.id, ended.user.id],
      ]);
      expect(users).toEqual([{ user_id: live.user.id }]);
      expect(await suite.database.query("SELECT token_hash FROM magic_links WHERE token_hash LIKE 'h-%'")).toEqual([
        { token_hash: 'h-new' },
      ]);
      expect(await suite.database.query("SELECT key FROM auth_throttle WHERE key LIKE 'k-%'")).toEqual([{ key: 'k-new' }]);
    });
  });
});

describe('/api/auth/login throttling', () => {
  const login = (email: string, password: string, ip = uniqueIp()) =>
    suite.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  const suite = useSuiteServer('throttle', { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '4', LOGIN_WINDOW_MINUTES: '15' });

  it('locks an address after 3 failures, even for the right password, with Retry-After', async () => {
    const account = await signUp(suite.http);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(account.email, 'wrong-password-1').expect(401);

    const locked = await login(account.email, PASSWORD).expect(429);

    expect(locked.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Once the window has passed, the right password works again.
    await suite.database.query('UPDATE auth_throttle SET window_ends_at = now()');
    await login(account.email, PASSWORD).expect(200);
  });

  it('clears the failures of an address when it signs in', async () => {
    const account = await signUp(suite.http);
    await login(account.email, 'wrong-password-1').expect(401);
    await login(account.email, 'wrong-password-1').expect(401);
    await login(account.email, PASSWORD).expect(200);

    for (let attempt = 0; attempt < 3; attempt += 1) await login(account.email, 'wrong-password-1').expect(401);
    await login(account.email, 'wrong-password-1').expect(429);
  });

  it('locks an unknown address the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 3; attempt += 1) await login(email, 'wrong-password-1').expect(401);

    expect((await login(email, 'wrong-password-1').expect(429)).body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('limits attempts per IP across addresses; other IPs are unaffected', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 4; attempt += 1) await login(uniqueEmail(), 'wrong-password-1', ip).expect(401);

    const blocked = await login(uniqueEmail(), 'wrong-password-1', ip).expect(429);

    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await login(uniqueEmail(), 'wrong-password-1', uniqueIp()).expect(401);
  });

  it('keeps the counters in PostgreSQL, without the addresses', async () => {
    const rows = await suite.database.query<{ key: string }>('SELECT key FROM auth_throttle');

    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });
});
