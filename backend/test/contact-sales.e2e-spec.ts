import { bearer, signUp, uniqueEmail } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const RECEIVED = { message: 'Thanks! Our sales team will get back to you within one business day.' };

describe('POST /api/billing/contact-sales (real PostgreSQL)', () => {
  const suite = useSuiteServer('contact_sales');
  const inquiry = (patch: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: uniqueEmail('sales'),
    company: 'Analytical <Engines> Ltd',
    message: 'We run 40 brands.\nWe need Elite for 12 people.',
    plan: 'elite',
    ...patch,
  });

  it('stores a request and puts it in the mail outbox, from a visitor or an account, then limits the pace', async () => {
    const visitor = inquiry({ email: `  ${uniqueEmail('Visitor').toUpperCase()}  ` });
    expect((await suite.http.post('/api/billing/contact-sales').send(visitor).expect(200)).body).toEqual(RECEIVED);
    const email = (visitor.email as string).trim().toLowerCase();
    const [row] = await suite.database.query<Record<string, unknown>>('SELECT user_id, name, email, company, message, plan FROM sales_inquiries WHERE email = $1', [email]);
    expect(row).toEqual({ user_id: null, name: 'Ada Lovelace', email, company: 'Analytical <Engines> Ltd', message: visitor.message, plan: 'elite' });
    const [mail] = await suite.database.query<{ subject: string; text: string; html: string }>(
      "SELECT subject, text, html FROM mail_outbox WHERE subject LIKE 'Contact sales%' AND text LIKE $1",
      [`%${email}%`],
    );
    expect(mail.subject).toBe('Contact sales (elite): Analytical <Engines> Ltd');
    expect(mail.text).toContain('We need Elite for 12 people.');
    expect(mail.html).toContain('Analytical &lt;Engines&gt; Ltd');

    const account = await signUp(suite.http);
    for (let i = 0; i < 3; i++) await suite.http.post('/api/billing/contact-sales').set(bearer(account.token)).send(inquiry({ plan: 'custom' })).expect(200);
    const [{ count }] = await suite.database.query<{ count: string }>('SELECT count(*) FROM sales_inquiries WHERE user_id = $1', [account.user.id]);
    expect(Number(count)).toBe(3);
    const limited = await suite.http.post('/api/billing/contact-sales').set(bearer(account.token)).send(inquiry()).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['no name', { name: undefined }],
    ['a blank company', { company: '   ' }],
    ['an invalid address', { email: 'not an email' }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }],
    ['an unknown plan', { plan: 'gold' }],
    ['an unknown field', { phone: '123' }],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_case, patch) => {
    const body = inquiry(patch);
    const response = await suite.http.post('/api/billing/contact-sales').send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await suite.database.query('SELECT 1 FROM sales_inquiries WHERE email = $1', [body.email])).toHaveLength(0);
  });
});
