import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import type { TestDatabase } from './test-database';

export type Http = ReturnType<typeof request>;

/** Long and uncommon, so it passes the password rules. */
export const PASSWORD = 'violet-Harbor-47';

export const USER_AGENTS = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  user: { id: string; email: string; name: string; avatarUrl: string | null; plan: string; createdAt: string };
}

let sequence = 0;

/** An address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
}

/** A documentation-range IPv4 address per call, so per-IP sign-in limits of one test never touch another. */
let ipSequence = 0;
export function uniqueIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export async function signUp(
  http: Http,
  options: { email?: string; password?: string; name?: string; userAgent?: string; visitorId?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const response = await http
    .post('/api/auth/signup')
    .set('User-Agent', options.userAgent ?? USER_AGENTS.chromeLinux)
    .set('X-Forwarded-For', uniqueIp())
    .set(visitorHeader(options.visitorId))
    .send({ email, password, ...(options.name === undefined ? {} : { name: options.name }) });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { email, password, token: response.body.token, user: response.body.user };
}

/** The browser's visitor id, whose work the account takes in at sign-up and sign-in. */
function visitorHeader(visitorId?: string): Record<string, string> {
  return visitorId ? { 'X-Session-Id': visitorId } : {};
}

/** A further session of the account, as from another device. */
export async function logIn(
  http: Http,
  account: Pick<TestAccount, 'email' | 'password'>,
  userAgent?: string,
  visitorId?: string,
): Promise<string> {
  const response = await http
    .post('/api/auth/login')
    .set('User-Agent', userAgent ?? USER_AGENTS.chromeLinux)
    .set('X-Forwarded-For', uniqueIp())
    .set(visitorHeader(visitorId))
    .send({ email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return response.body.token;
}

/** The token of the newest sign-in link mailed to `email`, read from the outbox as an operator would. */
export async function latestMagicToken(database: TestDatabase, email: string): Promise<string> {
  const [mail] = await database.query<{ text: string }>(
    'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
    [email.toLowerCase()],
  );
  const token = /[?&]magic=(atm_[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-in link in the outbox for ${email}`);
  return token;
}

/** A valid 2×2 PNG. */
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DwnwEJMDEgAUQBAAzOAv/2gtldAAAAAElFTkSuQmCC',
  'base64',
);

/** A 1×1 GIF. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** POST `text` as it is under Content-Type application/json: for bodies a client could not send as an object. */
export function postJsonText(http: Http, path: string, text: string): ReturnType<Http['post']> {
  return http.post(path).set('Content-Type', 'application/json').send(text);
}
