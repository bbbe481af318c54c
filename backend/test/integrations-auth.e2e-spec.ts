import { PASSWORD, bearer, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

describe('/api/integrations/auth (real PostgreSQL)', () => {
  const suite = useSuiteServer('integrations');

  const post = (path: string, body: unknown) =>
    suite.http.post(`/api/integrations/auth/${path}`).set('X-Forwarded-For', uniqueIp()).send(body as object);

  it('signs up an account whose token works on the whole site, and which /api/auth signs in', async () => {
    const email = uniqueEmail('dev');

    const signup = await post('signup', { email, password: PASSWORD }).expect(201);

    expect(signup.body).toEqual({ token: expect.stringMatching(/^ats_/), user: expect.objectContaining({ email }) });
    await suite.http.get('/api/auth/me').set(bearer(signup.body.token)).expect(200);
    await suite.http.get('/api/account/sessions').set(bearer(signup.body.token)).expect(200);
    const login = await suite.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(login.body.user.id).toBe(signup.body.user.id);
  });

  it('signs in an account made through /api/auth', async () => {
    const account = await signUp(suite.http);

    const login = await post('login', { email: account.email, password: PASSWORD }).expect(200);

    expect(login.body.user).toEqual({ ...account.user, firstSession: false, previousSignInAt: expect.any(String) });
    await suite.http.get('/api/auth/me').set(bearer(login.body.token)).expect(200);
  });

  it('sends a sign-in link like /api/auth/magic-link', async () => {
    const email = uniqueEmail('dev');

    const response = await post('magic', { email }).expect(202);

    expect(response.body).toEqual({ message: 'If that address can sign in, a sign-in link is on its way.' });
    expect(await suite.database.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [email])).toHaveLength(1);
  });

  it('adds detail, equal to message, to every error', async () => {
    const account = await signUp(suite.http);

    const taken = await post('signup', { email: account.email, password: PASSWORD }).expect(409);
    const wrong = await post('login', { email: account.email, password: 'wrong-password-1' }).expect(401);
    const weak = await post('signup', { email: uniqueEmail(), password: 'short' }).expect(400);
    const invalid = await post('magic', {}).expect(400);
    const extra = await post('login', { email: account.email, password: PASSWORD, name: 'x' }).expect(400);

    expect(taken.body).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists.',
      detail: 'An account with this email already exists.',
    });
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password.',
      detail: 'Incorrect email or password.',
    });
    for (const response of [weak, invalid, extra]) {
      expect(response.body.detail).toBe(response.body.message);
    }
    expect(weak.body.code).toBe('WEAK_PASSWORD');
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('keeps detail out of the errors of /api/auth', async () => {
    const response = await suite.http.post('/api/auth/login').send({}).expect(400);

    expect(response.body).not.toHaveProperty('detail');
  });
});
