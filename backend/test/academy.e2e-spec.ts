import { uniqueEmail } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

describe('POST /api/academy/notify (real PostgreSQL)', () => {
  const suite = useSuiteServer('academy');

  it('puts an address on the list once, however often and in whatever case it is sent', async () => {
    const email = uniqueEmail('learner');

    for (const sent of [email, email.toUpperCase(), `  ${email}  `]) {
      const response = await suite.http.post('/api/academy/notify').send({ email: sent }).expect(200);
      expect(response.body).toEqual({ message: "You're on the list! We'll email you when Academy launches." });
    }

    expect(await suite.database.query('SELECT email FROM academy_waitlist WHERE email = $1', [email])).toEqual([{ email }]);
  });

  it.each([
    ['an invalid address', { email: 'not an email' }],
    ['no address', {}],
    ['an unknown field', { email: 'x@example.com', source: 'ads' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['a number', { email: 42 }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body) => {
    const response = await suite.http.post('/api/academy/notify').send(body).expect(400);

    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
