import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { RecordingTextEngine, newSessionId } from './chat.support';
import { bearer, logIn, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

/** The conversation list, media kept with a conversation, and a visitor's work moving into the account. */
describe('/api/chat/conversations (real PostgreSQL)', () => {
  let engines: Engines;

  const suite = useSuiteServer('chat_conversations');

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    engines.text = new RecordingTextEngine(['Hi']);
  });

  const auth = (token?: string) => (token ? bearer(token) : {});
  const list = async (sessionId: string, token?: string) =>
    (await suite.http.get('/api/chat/conversations').query({ session_id: sessionId }).set(auth(token)).expect(200)).body
      .conversations as Array<{ id: string; title: string | null; first_message: string | null; media_count: number }>;
  const chat = async (sessionId: string, message: string, conversationId?: string, token?: string) => {
    const response = await fetch(`${suite.server.url}/chat/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp(), ...auth(token) },
      body: JSON.stringify({ message, session_id: sessionId, conversation_id: conversationId }),
    });
    await response.text();
    return response.status;
  };
  const photo = async (sessionId: string, prompt: string, token?: string) => {
    const response = await suite.http
      .post('/api/photo/generate')
      .set('X-Forwarded-For', uniqueIp())
      .set(auth(token))
      .send({ prompt, session_id: sessionId })
      .expect(200);
    return response.body.media_id as string;
  };

  it('creates, lists (most recently used first), renames and deletes conversations, each with its own thread', async () => {
    const sessionId = newSessionId();
    expect(await list(sessionId)).toEqual([]);

    const first = (await suite.http.post('/api/chat/conversations').send({ session_id: sessionId }).expect(201)).body;
    expect(first).toMatchObject({ title: null, first_message: null, message_count: 0, media_count: 0 });
    expect(await chat(sessionId, 'about cats', first.id)).toBe(200);
    const second = (await suite.http.post('/api/chat/conversations').send({ session_id: sessionId }).expect(201)).body;
    expect(await chat(sessionId, 'about dogs', second.id)).toBe(200);

    const listed = await list(sessionId);
    expect(listed.map((item) => [item.id, item.first_message])).toEqual([
      [second.id, 'about dogs'],
      [first.id, 'about cats'],
    ]);
    const history = await suite.http.get('/api/chat/history').query({ session_id: sessionId, conversation_id: first.id }).expect(200);
    expect(history.body.messages).toEqual([
      { role: 'user', content: 'about cats' },
      { role: 'assistant', content: 'Hi' },
    ]);
    // Without a choice, the most recently used one (what an older client continues).
    const latest = await suite.http.get('/api/chat/history').query({ session_id: sessionId }).expect(200);
    expect(latest.body.messages[0]).toEqual({ role: 'user', content: 'about dogs' });

    const renamed = await suite.http
      .patch(`/api/chat/conversations/${first.id}`)
      .send({ session_id: sessionId, title: '  Cats  ' })
      .expect(200);
    expect(renamed.body).toMatchObject({ id: first.id, title: 'Cats', message_count: 2 });

    // A question sent with an image's analysis is named by the question, not the analysis.
    const third = (await suite.http.post('/api/chat/conversations').send({ session_id: sessionId }).expect(201)).body;
    const withImage = '[Image context: cat.png]\nA grey cat on a sofa.\n[End of image context]\n\nWhat breed is it?';
    expect(await chat(sessionId, withImage, third.id)).toBe(200);
    expect((await list(sessionId))[0]).toMatchObject({ id: third.id, first_message: 'What breed is it?' });
    await suite.http.delete(`/api/chat/conversations/${third.id}`).query({ session_id: sessionId }).expect(204);

    await suite.http.delete(`/api/chat/conversations/${second.id}`).query({ session_id: sessionId }).expect(204);
    expect((await list(sessionId)).map((item) => [item.id, item.title])).toEqual([[first.id, 'Cats']]);
    await suite.http.get('/api/chat/history').query({ session_id: sessionId, conversation_id: second.id }).expect(404);
  });

  it("answers 404 for another owner's conversation on every operation, and 400 for bad input", async () => {
    const owner = newSessionId();
    const stranger = newSessionId();
    const { id } = (await suite.http.post('/api/chat/conversations').send({ session_id: owner }).expect(201)).body;
    const mediaId = await photo(owner, 'a red kite');

    const notFound = { statusCode: 404, code: 'CONVERSATION_NOT_FOUND' };
    expect((await suite.http.patch(`/api/chat/conversations/${id}`).send({ session_id: stranger, title: 'x' })).body).toMatchObject(notFound);
    expect((await suite.http.delete(`/api/chat/conversations/${id}`).query({ session_id: stranger })).status).toBe(404);
    expect((await suite.http.get(`/api/chat/conversations/${id}/media`).query({ session_id: stranger })).status).toBe(404);
    expect((await suite.http.get('/api/chat/history').query({ session_id: stranger, conversation_id: id })).status).toBe(404);
    expect(await chat(stranger, 'let me in', id)).toBe(404);
    // A stranger cannot file the owner's photo into their own conversation either.
    const theirs = (await suite.http.post('/api/chat/conversations').send({ session_id: stranger }).expect(201)).body.id;
    const stolen = await suite.http
      .post(`/api/chat/conversations/${theirs}/media`)
      .send({ session_id: stranger, kind: 'photo', media_id: mediaId, prompt: 'a red kite' });
    expect(stolen.body).toMatchObject({ statusCode: 404, code: 'MEDIA_NOT_FOUND' });

    const badTitle = await suite.http.patch(`/api/chat/conversations/${id}`).send({ session_id: owner, title: '   ' });
    expect(badTitle.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await suite.http.patch(`/api/chat/conversations/${id}`).send({ session_id: owner, title: 'x'.repeat(121) })).status).toBe(400);
    expect((await suite.http.delete('/api/chat/conversations/not-a-uuid').query({ session_id: owner })).status).toBe(400);
    expect((await suite.http.get('/api/chat/conversations')).status).toBe(400);
  });

  it("moves a visitor's conversation and photo into the account at sign-up and sign-in, and nobody else sees them", async () => {
    const visitor = newSessionId();
    expect(await chat(visitor, 'plan my garden')).toBe(200);
    const [conversation] = await list(visitor);
    const mediaId = await photo(visitor, 'a sunflower');
    const kept = await suite.http
      .post(`/api/chat/conversations/${conversation.id}/media`)
      .send({ session_id: visitor, kind: 'photo', media_id: mediaId, prompt: 'a sunflower' })
      .expect(201);
    expect(kept.body).toMatchObject({ kind: 'photo', prompt: 'a sunflower', media_id: mediaId, url: `/api/media/${mediaId}` });

    // Signs up in the same browser (same session id, sent as X-Session-Id): sign-up claims the work.
    const account = await signUp(suite.http, { visitorId: visitor });
    const mine = await list(visitor, account.token);
    expect(mine.map((item) => [item.id, item.first_message, item.media_count])).toEqual([
      [conversation.id, 'plan my garden', 1],
    ]);
    // From any device of the account, the thread and its photo are there.
    const phone = newSessionId();
    const media = await suite.http
      .get(`/api/chat/conversations/${conversation.id}/media`)
      .query({ session_id: phone })
      .set(bearer(account.token))
      .expect(200);
    expect(media.body.media).toEqual([expect.objectContaining({ kind: 'photo', media_id: mediaId, prompt: 'a sunflower' })]);
    const history = await suite.http
      .get('/api/chat/history')
      .query({ session_id: phone, conversation_id: conversation.id })
      .set(bearer(account.token))
      .expect(200);
    expect(history.body.messages[0]).toEqual({ role: 'user', content: 'plan my garden' });
    const [asset] = await suite.database.query<{ user_id: string | null }>('SELECT user_id FROM assets WHERE id = $1', [mediaId]);
    expect(asset.user_id).toBe(account.user.id);

    // The visitor session no longer holds it, and another account or visitor cannot reach it.
    expect(await list(visitor)).toEqual([]);
    const other = await signUp(suite.http);
    expect(await list(newSessionId(), other.token)).toEqual([]);
    expect(
      (await suite.http.get(`/api/chat/conversations/${conversation.id}/media`).query({ session_id: visitor }).set(bearer(other.token))).status,
    ).toBe(404);

    // Sign-in (not only sign-up) also takes a visitor's work in.
    const later = newSessionId();
    expect(await chat(later, 'second visit')).toBe(200);
    const token = await logIn(suite.http, account, undefined, later);
    const after = await list(later, token);
    expect(after.map((item) => item.first_message).sort()).toEqual(['plan my garden', 'second visit']);
  });
});
