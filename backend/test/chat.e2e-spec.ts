import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { LocalTextEngine } from '../src/engines/local/local-text.engine';
import { EndlessTextEngine, FailingTextEngine, RecordingTextEngine, framesOf, newSessionId, openChat, postChat } from './chat.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';
import { waitFor } from './support/wait-for';

describe('POST /api/chat/stream (real PostgreSQL)', () => {
  let engines: Engines;
  let localText: Engines['text'];

  const suite = useSuiteServer('chat');

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    localText = engines.text;
  });

  afterEach(() => {
    engines.text = localText;
  });

  const countMessages = async (sessionId: string) => {
    const [row] = await suite.database.query<{ count: string }>(
      `SELECT count(*) FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.session_id = $1`,
      [sessionId],
    );
    return Number(row.count);
  };
  const usage = (subject: string) => meterCount(suite.database, subject, 'daily.chat');

  it('streams the local engine reply in the exact spec frames, with SSE and engine headers', async () => {
    const message = 'Write a haiku about the sea';
    const pieces: string[] = [];
    for await (const piece of new LocalTextEngine().stream([{ role: 'user', content: message }])) pieces.push(piece);

    const answer = await postChat(suite.server.url, { message: `  ${message}\n`, session_id: newSessionId(), ip: uniqueIp() });

    expect(answer.status).toBe(200);
    expect(answer.text).toBe(framesOf(pieces));
    expect(pieces.length).toBeGreaterThan(3);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(answer.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    expect(answer.headers.get('x-engine')).toBe('local/atelier-templates (offline engine)');
    expect(answer.headers.get('content-encoding')).toBeNull();
  });

  it('sends the stored conversation as context and restores it through GET history', async () => {
    const engine = new RecordingTextEngine(['Sure', '.']);
    engines.text = engine;
    const sessionId = newSessionId();
    const ip = uniqueIp();

    await postChat(suite.server.url, { message: 'first', session_id: sessionId, ip });
    await postChat(suite.server.url, { message: 'second', session_id: sessionId, ip });

    expect(engine.calls[1]).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'Sure.' },
      { role: 'user', content: 'second' },
    ]);
    const history = await suite.http.get('/api/chat/history').query({ session_id: sessionId }).expect(200);
    expect(history.body).toEqual({
      messages: [
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'Sure.' },
        { role: 'user', content: 'second' },
        { role: 'assistant', content: 'Sure.' },
      ],
    });
    const other = await suite.http.get('/api/chat/history').query({ session_id: newSessionId() }).expect(200);
    expect(other.body).toEqual({ messages: [] });
  });

  it("keeps a signed-in user's conversation across browser sessions, apart from visitors", async () => {
    engines.text = new RecordingTextEngine(['Hi']);
    const account = await signUp(suite.http);
    const [laptop, phone] = [newSessionId(), newSessionId()];

    await postChat(suite.server.url, { message: 'from the laptop', session_id: laptop, ip: uniqueIp(), token: account.token });

    const onPhone = await suite.http.get('/api/chat/history').query({ session_id: phone }).set(bearer(account.token)).expect(200);
    expect(onPhone.body.messages).toEqual([
      { role: 'user', content: 'from the laptop' },
      { role: 'assistant', content: 'Hi' },
    ]);
    const asVisitor = await suite.http.get('/api/chat/history').query({ session_id: laptop }).expect(200);
    expect(asVisitor.body).toEqual({ messages: [] });
  });

  it('refuses a token that is not live with 401 instead of chatting as a visitor', async () => {
    const answer = await postChat(suite.server.url, { message: 'hi', session_id: newSessionId(), ip: uniqueIp(), token: 'ats_nope' });

    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('replays a retried request with the same idempotency key instead of generating twice', async () => {
    const engine = new RecordingTextEngine(['One', ' reply', ' only']);
    engines.text = engine;
    const sessionId = newSessionId();
    const ip = uniqueIp();

    const first = await postChat(suite.server.url, { message: 'hello', session_id: sessionId, ip, key: 'retry-1' });
    const again = await postChat(suite.server.url, { message: 'hello', session_id: sessionId, ip, key: 'retry-1' });

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(first.text).toBe(framesOf(['One', ' reply', ' only']));
    expect(engine.calls).toHaveLength(1);
    expect(await countMessages(sessionId)).toBe(2);
    expect(await usage(`ip:${ip}`)).toBe(1);
    expect(await usage(`session:${sessionId}`)).toBe(1);
  });

  it('answers a duplicate that arrives while the first is still streaming with 409 IDEMPOTENCY_KEY_IN_USE', async () => {
    const engine = new EndlessTextEngine();
    engines.text = engine;
    const sessionId = newSessionId();
    const ip = uniqueIp();
    const controller = new AbortController();
    const first = await openChat(suite.server.url, { message: 'hello', session_id: sessionId, ip, key: 'dup-1' }, controller.signal);
    await first.body!.getReader().read();

    const duplicate = await postChat(suite.server.url, { message: 'hello', session_id: sessionId, ip, key: 'dup-1' });

    expect(duplicate.status).toBe(409);
    expect(JSON.parse(duplicate.text)).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    controller.abort();
    await engine.aborted;
  });

  it('stops the engine when the client disconnects and stores no partial reply', async () => {
    const engine = new EndlessTextEngine();
    engines.text = engine;
    const sessionId = newSessionId();
    const ip = uniqueIp();
    const controller = new AbortController();
    const response = await openChat(suite.server.url, { message: 'go on forever', session_id: sessionId, ip }, controller.signal);
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/^id: 1\ndata: \{"content":"tick "\}\n\n/);

    controller.abort();
    await engine.aborted;

    const sentAtAbort = engine.piecesSent;
    await waitFor(async () => (await countMessages(sessionId)) === 0, 'the unfinished turn to be removed');
    expect(engine.piecesSent).toBe(sentAtAbort);
    // Content was generated before the client left, so the message still counts.
    expect(await usage(`ip:${ip}`)).toBe(1);
  });

  it('answers an engine failure before any content with 502 JSON and does not count it', async () => {
    engines.text = new FailingTextEngine();
    const sessionId = newSessionId();
    const ip = uniqueIp();

    const answer = await postChat(suite.server.url, { message: 'hello', session_id: sessionId, ip });

    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The AI provider answered 500.' });
    expect(await usage(`ip:${ip}`)).toBe(0);
    expect(await countMessages(sessionId)).toBe(0);
  });

  it('ends a stream that fails midway with an error event and does not count it', async () => {
    engines.text = new FailingTextEngine(['Partial']);
    const sessionId = newSessionId();
    const ip = uniqueIp();

    const answer = await postChat(suite.server.url, { message: 'hello', session_id: sessionId, ip });

    expect(answer.status).toBe(200);
    expect(answer.text).toBe(
      'id: 1\ndata: {"content":"Partial"}\n\nevent: error\ndata: {"message":"The AI provider answered 500."}\n\n',
    );
    expect(await usage(`ip:${ip}`)).toBe(0);
    expect(await countMessages(sessionId)).toBe(0);
  });

  it.each([
    ['a blank message', { message: '   \n\t ', session_id: 'abc123xyz' }],
    ['a message over 8,000 characters', { message: 'a'.repeat(8_001), session_id: 'abc123xyz' }],
    ['no message', { session_id: 'abc123xyz' }],
    ['a non-string message', { message: 42, session_id: 'abc123xyz' }],
    ['a bad session id', { message: 'hi', session_id: 'no spaces allowed' }],
    ['an unknown field', { message: 'hi', session_id: 'abc123xyz', model: 'gpt-5' }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body) => {
    const response = await suite.http.post('/api/chat/stream').set('X-Forwarded-For', uniqueIp()).send(body).expect(400);

    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('accepts a message of exactly 8,000 characters', async () => {
    engines.text = new RecordingTextEngine(['ok']);
    const answer = await postChat(suite.server.url, { message: 'a'.repeat(8_000), session_id: newSessionId(), ip: uniqueIp() });

    expect(answer.status).toBe(200);
  });

  it('refuses malformed JSON and an over-long idempotency key with 400', async () => {
    const malformed = await postChat(suite.server.url, { rawBody: '{"message": "hi",', ip: uniqueIp() });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });

    const longKey = await postChat(suite.server.url, {
      message: 'hi',
      session_id: newSessionId(),
      ip: uniqueIp(),
      key: 'k'.repeat(129),
    });
    expect(longKey.status).toBe(400);
  });
});
