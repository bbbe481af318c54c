import { USER_AGENTS, bearer, latestMagicToken, logIn, signUp, uniqueEmail } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const SESSION_REVOKED = {
  statusCode: 401,
  code: 'SESSION_REVOKED',
  message: 'You were signed out from another device. Please sign in again.',
};
const SESSION_ENDED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };

const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36';

describe('session notices: first sign-in, device kinds, revoked sessions (real PostgreSQL)', () => {
  const suite = useSuiteServer('session_notices');

  describe('first sign-in', () => {
    it('marks the sign-up session as the first, and a later sign-in as a return with its previous time', async () => {
      const account = await signUp(suite.http);
      expect(account.user).toMatchObject({ firstSession: true, previousSignInAt: null });
      const me = await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
      expect(me.body).toMatchObject({ firstSession: true, previousSignInAt: null });

      const again = await suite.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.200.1')
        .send({ email: account.email, password: account.password })
        .expect(200);

      expect(again.body.user.firstSession).toBe(false);
      expect(Date.parse(again.body.user.previousSignInAt)).toBeGreaterThanOrEqual(Date.parse(account.user.createdAt));
      const later = await suite.http.get('/api/auth/me').set(bearer(again.body.token)).expect(200);
      expect(later.body).toMatchObject({ firstSession: false, previousSignInAt: again.body.user.previousSignInAt });
      // The first session stays the first for as long as it lasts.
      expect((await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200)).body.firstSession).toBe(true);
    });

    it('treats a first sign-in by email link as the first', async () => {
      const email = uniqueEmail('link');
      await suite.http.post('/api/auth/magic-link').send({ email }).expect(202);
      const token = await latestMagicToken(suite.database, email);

      const verified = await suite.http.post('/api/auth/magic-link/verify').send({ token }).expect(200);

      expect(verified.body.user).toMatchObject({ firstSession: true, previousSignInAt: null });
    });

    it("carries the same facts on answers about the caller's own account, and not on others", async () => {
      const account = await signUp(suite.http);

      const renamed = await suite.http.patch('/api/account/profile').set(bearer(account.token)).send({ name: 'Ada' }).expect(200);

      expect(renamed.body).toMatchObject({ name: 'Ada', firstSession: true, previousSignInAt: null });
    });
  });

  describe('device kinds', () => {
    it('lists each session with the kind of device it signed in from', async () => {
      const account = await signUp(suite.http, { userAgent: USER_AGENTS.chromeLinux });
      await logIn(suite.http, account, USER_AGENTS.safariIphone);
      await logIn(suite.http, account, ANDROID_TABLET);

      const response = await suite.http.get('/api/account/sessions').set(bearer(account.token)).expect(200);

      const kinds = Object.fromEntries(response.body.map((session: { device: string; kind: string }) => [session.device, session.kind]));
      expect(kinds).toEqual({ 'Chrome on Linux': 'desktop', 'Safari on iPhone': 'phone', 'Chrome on Android': 'tablet' });
    });
  });

  describe('revoked sessions', () => {
    it('tells a device ended from the Sessions tab that it was signed out from another device', async () => {
      const account = await signUp(suite.http);
      const phone = await logIn(suite.http, account, USER_AGENTS.safariIphone);
      const sessions = await suite.http.get('/api/account/sessions').set(bearer(account.token)).expect(200);
      const phoneId = sessions.body.find((session: { current: boolean }) => !session.current).id;

      await suite.http.delete(`/api/account/sessions/${phoneId}`).set(bearer(account.token)).expect(204);

      expect((await suite.http.get('/api/auth/me').set(bearer(phone)).expect(401)).body).toEqual(SESSION_REVOKED);
      // Endpoints that visitors may also call say the same to a revoked token.
      const chat = await suite.http.post('/api/chat/stream').set(bearer(phone)).send({ message: 'hi', session_id: 'abcdefghi' });
      expect(chat.status).toBe(401);
      expect(chat.body).toEqual(SESSION_REVOKED);
    });

    it('says the same to every device ended by "Log Out All Devices"', async () => {
      const account = await signUp(suite.http);
      const others = [await logIn(suite.http, account), await logIn(suite.http, account)];

      await suite.http.delete('/api/account/sessions/others').set(bearer(account.token)).expect(200);

      for (const token of others) {
        expect((await suite.http.get('/api/auth/me').set(bearer(token)).expect(401)).body).toEqual(SESSION_REVOKED);
      }
      await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(200);
    });

    it('answers a plain UNAUTHORIZED to a device that signed itself out, or a token never issued', async () => {
      const account = await signUp(suite.http);
      await suite.http.post('/api/auth/logout').set(bearer(account.token)).expect(204);

      expect((await suite.http.get('/api/auth/me').set(bearer(account.token)).expect(401)).body).toEqual(SESSION_ENDED);
      const unknown = `ats_${'A'.repeat(43)}`;
      expect((await suite.http.get('/api/auth/me').set(bearer(unknown)).expect(401)).body).toEqual(SESSION_ENDED);
    });

    it('forgets a revocation once the session would have ended anyway, and with the account', async () => {
      const account = await signUp(suite.http);
      const phone = await logIn(suite.http, account);
      await suite.http.delete('/api/account/sessions/others').set(bearer(account.token)).expect(200);
      const notes = () => suite.database.query('SELECT 1 FROM revoked_sessions WHERE user_id = $1', [account.user.id]);
      expect(await notes()).toHaveLength(1);
      // The note keeps only the token's hash.
      const [stored] = await suite.database.query<{ token_hash: string }>('SELECT token_hash FROM revoked_sessions WHERE user_id = $1', [account.user.id]);
      expect(stored.token_hash).not.toContain(phone);

      await suite.database.query("UPDATE revoked_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [account.user.id]);
      expect((await suite.http.get('/api/auth/me').set(bearer(phone)).expect(401)).body).toEqual(SESSION_ENDED);

      await suite.database.query("UPDATE revoked_sessions SET expires_at = now() + interval '1 day' WHERE user_id = $1", [account.user.id]);
      await suite.http.delete('/api/account').set(bearer(account.token)).expect(204);
      expect(await notes()).toHaveLength(0);
    });
  });
});
