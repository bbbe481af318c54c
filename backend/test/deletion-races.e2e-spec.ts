import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import type { TextEngine } from '../src/engines/text-engine';
import { PasswordHasher } from '../src/identity/passwords/password-hasher.service';
import { SessionsService } from '../src/identity/sessions/sessions.service';
import { UsersService } from '../src/identity/users/users.service';
import { RecordingTextEngine, newSessionId } from './chat.support';
import { PASSWORD, bearer, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

/** Rounds of each race: enough that the interleaving that used to answer 500 comes up many times. */
const ROUNDS = 20;
/** Each sign-in round checks a password (scrypt, the slow part of the suite); the issue saw 11 of 12 answer 500. */
const SIGN_IN_ROUNDS = 12;

interface Answer {
  status: number;
  body: { code?: string };
}

/** A request over real HTTP (fetch), so the two sides of a race really run at once. */
async function call(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: json ? (JSON.parse(text) as Answer['body']) : {} };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp(), ...headers },
  body: JSON.stringify(body),
});

/** "status CODE" per answer, counted: the figures a run prints. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = `${status}${body.code ? ` ${body.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** README "Accounts" and "Landing": a request that loses a race with a deletion gets a clear 4xx, never a 500. */
describe('requests racing a deletion (real PostgreSQL)', () => {
  const suite = useSuiteServer('deletion_races');

  beforeAll(async () => {
    suite.server.app.get<symbol, Engines>(ENGINES).text = new RecordingTextEngine(['Hi', ' there']);
  });

  const deleteAccount = (token: string) => call(`${suite.server.url}/account`, { method: 'DELETE', headers: bearer(token) });
  const login = (email: string, password: string) => call(`${suite.server.url}/auth/login`, json({ email, password }));

  it('answers a sign-in whose account is deleted while its password is checked with 401, never 500', async () => {
    const logins: Answer[] = [];
    // The accounts are made without the API's sign-up: its password hash is the slow part, and only the sign-in races.
    const passwordHash = await suite.server.app.get(PasswordHasher).hash(PASSWORD);
    for (let round = 0; round < SIGN_IN_ROUNDS; round += 1) {
      const email = uniqueEmail('race');
      const user = await suite.server.app.get(UsersService).create({ email, passwordHash });
      const session = await suite.server.app.get(SessionsService).start(user, { ip: uniqueIp() });
      const [signIn, deletion] = await Promise.all([login(email, PASSWORD), deleteAccount(session!.token)]);
      expect(deletion.status).toBe(204);
      logins.push(signIn);
    }
    console.log(`sign-in racing account deletion, ${SIGN_IN_ROUNDS} rounds: ${JSON.stringify(tally(logins))}`);
    expect(logins.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const answer of logins) {
      if (answer.status !== 200) expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    }
  });

  it('answers 401 when the account is deleted between the password check and the new session', async () => {
    const account = await signUp(suite.http);
    // The deletion runs to its end while the sign-in is inside its password check: the interleaving that failed.
    const hasher = suite.server.app.get(PasswordHasher);
    const verify = hasher.verify.bind(hasher);
    const spy = jest.spyOn(hasher, 'verify').mockImplementationOnce(async (password, hash) => {
      const valid = await verify(password, hash);
      expect((await deleteAccount(account.token)).status).toBe(204);
      return valid;
    });
    try {
      const signIn = await login(account.email, account.password);
      expect(signIn).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    } finally {
      spy.mockRestore();
    }
    const [{ sessions }] = await suite.database.query<{ sessions: number }>('SELECT count(*)::int AS sessions FROM sessions WHERE user_id = $1', [
      account.user.id,
    ]);
    expect(sessions).toBe(0);
  });

  const newConversation = async (sessionId: string, token?: string) =>
    (await suite.http.post('/api/chat/conversations').set(token ? bearer(token) : {}).send({ session_id: sessionId }).expect(201)).body.id as string;
  const chat = (sessionId: string, conversationId: string, token?: string) =>
    call(`${suite.server.url}/chat/stream`, json({ message: 'Hello?', session_id: sessionId, conversation_id: conversationId }, token ? bearer(token) : {}));
  const deleteConversation = (sessionId: string, conversationId: string, token?: string) =>
    call(`${suite.server.url}/chat/conversations/${conversationId}?session_id=${sessionId}`, { method: 'DELETE', headers: token ? bearer(token) : {} });

  it.each([
    ['a visitor', false],
    ['an account', true],
  ])('answers a chat turn of %s whose conversation is deleted meanwhile with 404, never 500', async (_who, signedIn) => {
    const token = signedIn ? (await signUp(suite.http)).token : undefined;
    const turns: Answer[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const sessionId = newSessionId();
      const conversationId = await newConversation(sessionId, token);
      const [turn, deletion] = await Promise.all([chat(sessionId, conversationId, token), deleteConversation(sessionId, conversationId, token)]);
      expect(deletion.status).toBe(204);
      turns.push(turn);
    }
    console.log(`chat turn racing its conversation's deletion (${_who}), ${ROUNDS} rounds: ${JSON.stringify(tally(turns))}`);
    expect(turns.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const answer of turns) {
      if (answer.status !== 200) expect(answer).toMatchObject({ status: 404, body: { code: 'CONVERSATION_NOT_FOUND' } });
    }
  });

  it('ends a streaming reply whose conversation is deleted before it is stored with an error event that says so', async () => {
    const engines = suite.server.app.get<symbol, Engines>(ENGINES);
    const gated = new GatedTextEngine();
    const previous = engines.text;
    engines.text = gated;
    try {
      const sessionId = newSessionId();
      const conversationId = await newConversation(sessionId);
      const reply = fetch(`${suite.server.url}/chat/stream`, json({ message: 'Hello?', session_id: sessionId, conversation_id: conversationId }));
      await gated.started;
      expect((await deleteConversation(sessionId, conversationId)).status).toBe(204);
      gated.release();
      const response = await reply;
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('data: {"content":"Hi"}');
      expect(text.endsWith('event: error\ndata: {"message":"Conversation not found."}\n\n')).toBe(true);
    } finally {
      engines.text = previous;
    }
  });
});

/** Sends one piece, then waits for `release()` before it ends: a test acts in between. */
class GatedTextEngine implements TextEngine {
  readonly engine = { provider: 'local', model: 'test-double', label: 'test engine' } as const;
  private onStarted!: () => void;
  readonly started = new Promise<void>((resolve) => (this.onStarted = resolve));
  release!: () => void;
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));

  async *stream(): AsyncIterable<string> {
    yield 'Hi';
    this.onStarted();
    await this.released;
  }
}
