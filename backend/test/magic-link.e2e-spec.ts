import { createHash } from 'node:crypto';
import { bearer, latestMagicToken, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { SmtpSink } from './support/smtp-sink';
import { useSuiteServer } from './support/suite-server';

const ON_ITS_WAY = { message: 'If that address can sign in, a sign-in link is on its way.' };
const INVALID_LINK = {
  statusCode: 400,
  code: 'INVALID_MAGIC_LINK',
  message: 'This sign-in link is invalid or has expired.',
};

describe('/api/auth/magic-link with the development outbox', () => {
  const suite = useSuiteServer('magic', { PUBLIC_APP_URL: 'http://app.test:3100/' });

  const requestLink = (body: Record<string, unknown>) =>
    suite.http.post('/api/auth/magic-link').set('X-Forwarded-For', uniqueIp()).send(body);
  const verify = (token: unknown) => suite.http.post('/api/auth/magic-link/verify').send({ token });

  it('stores the mail with a one-time link that signs the account in', async () => {
    const account = await signUp(suite.http);

    expect((await requestLink({ email: account.email }).expect(202)).body).toEqual(ON_ITS_WAY);

    const [mail] = await suite.database.query<{ text: string }>(
      'SELECT "to", subject, text, transport, sent_at FROM mail_outbox WHERE "to" = $1',
      [account.email],
    );
    expect(mail).toMatchObject({
      to: account.email,
      subject: 'Your Atelier sign-in link',
      transport: 'outbox',
      sent_at: null,
    });
    expect(mail.text).toMatch(/http:\/\/app\.test:3100\/login\?magic=atm_[A-Za-z0-9_-]{43}\n/);

    const token = await latestMagicToken(suite.database, account.email);
    const signedIn = await verify(token).expect(200);
    expect(signedIn.body).toEqual({
      token: expect.stringMatching(/^ats_/),
      user: { ...account.user, firstSession: false, previousSignInAt: expect.any(String) },
    });
    await suite.http.get('/api/auth/me').set(bearer(signedIn.body.token)).expect(200);

    expect((await verify(token).expect(400)).body).toEqual(INVALID_LINK);
  });

  it('keeps only the hash of the link token', async () => {
    const email = uniqueEmail();
    await requestLink({ email }).expect(202);
    const token = await latestMagicToken(suite.database, email);

    const rows = await suite.database.query('SELECT token_hash FROM magic_links WHERE email = $1', [email]);

    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('addresses the mail to the normalised address and adds a same-site next page', async () => {
    const email = uniqueEmail('Mixed.Case');
    await requestLink({ email: `  ${email.toUpperCase()} `, next: '/account' }).expect(202);

    const [mail] = await suite.database.query<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" = $1', [
      email.toLowerCase(),
    ]);
    expect(mail.text).toMatch(/\/login\?magic=atm_[\w-]{43}&next=%2Faccount\n/);
  });

  it('ignores a next page on another site', async () => {
    const email = uniqueEmail();
    await requestLink({ email, next: '//evil.example/phish' }).expect(202);

    const [mail] = await suite.database.query<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" = $1', [email]);
    expect(mail.text).not.toContain('next=');
    expect(mail.text).not.toContain('evil');
  });

  it('creates the account of an unknown address when its link is used, without a password', async () => {
    const email = uniqueEmail('newcomer');
    expect((await requestLink({ email }).expect(202)).body).toEqual(ON_ITS_WAY);
    expect(await suite.database.query('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);

    const signedIn = await verify(await latestMagicToken(suite.database, email)).expect(200);

    expect(signedIn.body.user).toMatchObject({ email, name: email.split('@')[0], plan: 'free', avatarUrl: null });
    expect(await suite.database.query('SELECT password_hash FROM users WHERE email = $1', [email])).toEqual([
      { password_hash: null },
    ]);
    const login = await suite.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password: 'any-Password-123' })
      .expect(401);
    expect(login.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await requestLink({ email }).expect(202);
    const token = await latestMagicToken(suite.database, email);
    await suite.database.query("UPDATE magic_links SET expires_at = now() - interval '1 second' WHERE email = $1", [email]);

    expect((await verify(token).expect(400)).body).toEqual(INVALID_LINK);
  });

  it('links expire 15 minutes after they are sent', async () => {
    const email = uniqueEmail();
    await requestLink({ email }).expect(202);

    const [link] = await suite.database.query<{ minutes: number }>(
      'SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM magic_links WHERE email = $1',
      [email],
    );
    expect(Number(link.minutes)).toBeCloseTo(15, 1);
  });

  it('refuses made-up tokens with the same answer and a missing one as invalid input', async () => {
    expect((await verify('atm_' + 'x'.repeat(43)).expect(400)).body).toEqual(INVALID_LINK);
    expect((await verify('garbage').expect(400)).body).toEqual(INVALID_LINK);
    expect((await verify(undefined).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('sends at most 3 links per address per 15 minutes, answering the same every time', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await requestLink({ email }).expect(202)).body).toEqual(ON_ITS_WAY);
    }

    expect(await suite.database.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [email])).toHaveLength(3);
  });

  it('refuses an invalid address and unknown fields', async () => {
    expect((await requestLink({ email: 'nope' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await requestLink({ email: uniqueEmail(), admin: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await requestLink({ email: uniqueEmail(), next: 'x'.repeat(600) }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('/api/auth/magic-link through SMTP', () => {
  const smtp = new SmtpSink('bounce');
  const suite = useSuiteServer('smtp', async () => ({
    SMTP_URL: await smtp.start(),
    MAIL_FROM: 'Atelier Test <signin@atelier.test>',
    PUBLIC_APP_URL: 'https://atelier.test',
  }));
  afterAll(async () => {
    await smtp.stop();
  });

  it('delivers the mail to the SMTP suite.server, and its link signs in', async () => {
    const account = await signUp(suite.http);

    await suite.http.post('/api/auth/magic-link').send({ email: account.email, next: '/chat' }).expect(202);

    const [mail] = await smtp.received(1);
    expect(mail.subject).toBe('Your Atelier sign-in link');
    expect(mail.from?.value).toEqual([{ address: 'signin@atelier.test', name: 'Atelier Test' }]);
    expect(mail.to).toMatchObject({ value: [{ address: account.email, name: '' }] });
    const link = /https:\/\/atelier\.test\/login\?magic=(atm_[\w-]{43})&next=%2Fchat/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0].replace(/&/g, '&amp;')}"`);

    const [row] = await suite.database.query<{ transport: string; sent_at: Date | null }>(
      'SELECT transport, sent_at FROM mail_outbox WHERE "to" = $1',
      [account.email],
    );
    expect(row.transport).toBe('smtp');
    expect(row.sent_at).toBeInstanceOf(Date);

    const signedIn = await suite.http.post('/api/auth/magic-link/verify').send({ token: link![1] }).expect(200);
    expect(signedIn.body.user.id).toBe(account.user.id);
  });

  it('answers the same when the SMTP server refuses the recipient, keeping the mail unsent', async () => {
    const email = uniqueEmail('bounce');

    expect((await suite.http.post('/api/auth/magic-link').send({ email }).expect(202)).body).toEqual(ON_ITS_WAY);

    expect(await suite.database.query('SELECT sent_at FROM mail_outbox WHERE "to" = $1', [email])).toEqual([{ sent_at: null }]);
  });

  it('answers 503 MAIL_NOT_SENT while the SMTP server is down', async () => {
    smtp.down = true;
    try {
      const response = await suite.http.post('/api/auth/magic-link').send({ email: uniqueEmail() }).expect(503);

      expect(response.body).toEqual({
        statusCode: 503,
        code: 'MAIL_NOT_SENT',
        message: 'We could not send the email right now. Please try again in a few minutes.',
      });
    } finally {
      smtp.down = false;
    }
  });
});
