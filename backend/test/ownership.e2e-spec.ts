import request from 'supertest';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { VisitorWorkClaims } from '../src/identity/ownership/visitor-work-claims.service';
import { RecordingTextEngine, newSessionId } from './chat.support';
import { MovieApi, visitor } from './movie.support';
import { bearer, logIn, signUp, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { FakeVideoEngine, renderSmallMp4 } from './video.support';

interface VisitorWork {
  conversationId: string;
  photoId: string;
  videoId: string;
  videoJobId: string;
  movieId: string;
  musicId: string;
}

/**
 * The one claim of a visitor's work (identity/ownership): what a browser made under its visitor id —
 * chat, photos, videos and their jobs, movies, songs — is the account's after sign-up or sign-in with
 * that id. Build Studio and Marketing keep no visitor work on the server (their work is an account's
 * from the start; Build Studio moves browser projects in itself), so they register no claimer.
 */
describe(VisitorWorkClaims.name, () => {
  let musicSequence = 0;

  const suite = useSuiteServer('ownership', () => ({ DATA_DIR: makeTempDir('ownership-data') }));

  beforeAll(async () => {
    const engines = suite.server.app.get<symbol, Engines>(ENGINES);
    engines.text = new RecordingTextEngine(['Hi']);
    engines.video = new FakeVideoEngine(await renderSmallMp4());
  });

  const chat = async (visitorId: string, message: string) => {
    const response = await fetch(`${suite.server.url}/chat/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp() },
      body: JSON.stringify({ message, session_id: visitorId }),
    });
    await response.text();
    expect(response.status).toBe(200);
    const [row] = await suite.database.query<{ id: string }>('SELECT id FROM chat_conversations WHERE session_id = $1 ORDER BY created_at DESC LIMIT 1', [visitorId]);
    return row.id;
  };

  /** A visitor's work in every area that keeps it. */
  const makeWork = async (visitorId: string): Promise<VisitorWork> => {
    const conversationId = await chat(visitorId, 'plan my garden');
    const photo = await suite.http.post('/api/photo/generate').set('X-Forwarded-For', uniqueIp()).send({ prompt: 'a sunflower', session_id: visitorId }).expect(200);
    const video = await suite.http.post('/api/video/generate').set('X-Forwarded-For', uniqueIp()).send({ prompt: 'waves', session_id: visitorId }).expect(200);
    const movieId = await new MovieApi(suite.http, visitor(visitorId)).createProject('Guest Film');
    const musicId = `own${(musicSequence += 1)}${Math.random().toString(36).slice(2, 8)}`;
    await suite.http.post('/api/music/projects').set({ 'X-Session-Id': visitorId, 'X-Forwarded-For': uniqueIp() }).send({ id: musicId }).expect(201);
    return { conversationId, photoId: photo.body.media_id, videoId: video.body.media_id, videoJobId: video.body.job_id, movieId, musicId };
  };

  /** Who owns each piece, straight from the tables (null: still the visitor's). */
  const ownersOf = async (work: VisitorWork) => {
    const one = async (sql: string, id: string) => (await suite.database.query<{ owner: string | null }>(sql, [id]))[0].owner;
    return {
      chat: await one('SELECT user_id AS owner FROM chat_conversations WHERE id = $1', work.conversationId),
      photo: await one('SELECT user_id AS owner FROM assets WHERE id = $1', work.photoId),
      video: await one('SELECT user_id AS owner FROM assets WHERE id = $1', work.videoId),
      videoJob: await one('SELECT owner_user_id AS owner FROM jobs WHERE id = $1', work.videoJobId),
      movie: await one('SELECT owner_user_id AS owner FROM movie_projects WHERE id = $1', work.movieId),
      music: await one("SELECT owner_user_id AS owner FROM music_projects WHERE public_id = $1 AND owner_session_id IS NOT NULL", work.musicId),
    };
  };
  const allOwnedBy = (owner: string | null) => ({ chat: owner, photo: owner, video: owner, videoJob: owner, movie: owner, music: owner });

  /** What the account sees from another device (no visitor id sent). */
  const seenBy = async (token: string) => ({
    chats: (await suite.http.get('/api/chat/conversations').query({ session_id: newSessionId() }).set(bearer(token)).expect(200)).body.conversations.map((c: { id: string }) => c.id),
    movies: (await suite.http.get('/api/movie/projects').set(bearer(token)).expect(200)).body.projects.map((p: { project_id: string }) => p.project_id),
    songs: (await suite.http.get('/api/music/projects').set(bearer(token)).expect(200)).body.projects.map((p: { id: string }) => p.id),
  });

  it('registers a claimer for every area that keeps visitor work', () => {
    expect(suite.server.app.get(VisitorWorkClaims).areas()).toEqual(['assets', 'chat', 'jobs', 'movie', 'music']);
  });

  it("moves a visitor's work in every area into the account at sign-up, and another visitor's at a later sign-in", async () => {
    const first = newSessionId();
    const work = await makeWork(first);
    expect(await ownersOf(work)).toEqual(allOwnedBy(null));

    const account = await signUp(suite.http, { visitorId: first });

    expect(await ownersOf(work)).toEqual(allOwnedBy(account.user.id));
    expect(await seenBy(account.token)).toEqual({ chats: [work.conversationId], movies: [work.movieId], songs: [work.musicId] });
    // Off the visitor id: the browser, signed out again, no longer shows it.
    expect((await suite.http.get('/api/chat/conversations').query({ session_id: first }).expect(200)).body.conversations).toEqual([]);
    expect((await suite.http.get('/api/music/projects').set('X-Session-Id', first).expect(200)).body.projects).toEqual([]);

    const second = newSessionId();
    const later = await makeWork(second);
    const token = await logIn(suite.http, account, undefined, second);

    expect(await ownersOf(later)).toEqual(allOwnedBy(account.user.id));
    const seen = await seenBy(token);
    expect(seen.chats.sort()).toEqual([work.conversationId, later.conversationId].sort());
    expect(seen.movies.sort()).toEqual([work.movieId, later.movieId].sort());
    expect(seen.songs.sort()).toEqual([work.musicId, later.musicId].sort());
  });

  it("moves every area's work when the process that signs in serves none of those areas (compose's api-core)", async () => {
    const core = await startInProcessServer({
      DATABASE_URL: suite.database.url,
      DATA_DIR: makeTempDir('ownership-core-data'),
      BACKEND_MODULES: 'config,auth,account,academy,billing,downloads,integrations,wp-gateway',
    });
    try {
      const browser = newSessionId();
      const work = await makeWork(browser);
      const account = await signUp(request(core.app.getHttpServer()), { visitorId: browser });

      expect(await ownersOf(work)).toEqual(allOwnedBy(account.user.id));
    } finally {
      await core.close();
    }
  });

  it('signing in without a visitor id, or signed in sending one, moves nothing', async () => {
    const browser = newSessionId();
    const work = await makeWork(browser);
    const account = await signUp(suite.http);
    await suite.http.get('/api/movie/projects').set(bearer(account.token)).set('X-Session-Id', browser).expect(200);
    await suite.http.get('/api/music/projects').set(bearer(account.token)).set('X-Session-Id', browser).expect(200);

    expect(await ownersOf(work)).toEqual(allOwnedBy(null));
  });

  it("never gives work another account already claimed to the next account signing in with that visitor id", async () => {
    const shared = newSessionId();
    const work = await makeWork(shared);
    const a = await signUp(suite.http, { visitorId: shared });
    const b = await signUp(suite.http, { visitorId: shared });
    await logIn(suite.http, b, undefined, shared);

    expect(await ownersOf(work)).toEqual(allOwnedBy(a.user.id));
    expect(await seenBy(b.token)).toEqual({ chats: [], movies: [], songs: [] });
  });

  it('gives each piece to exactly one of two accounts signing in at once with the same visitor id', async () => {
    const shared = newSessionId();
    const work = await makeWork(shared);
    const [a, b] = await Promise.all([signUp(suite.http, { visitorId: shared }), signUp(suite.http, { visitorId: shared })]);

    const owners = Object.values(await ownersOf(work));
    expect(owners.every((owner) => owner === a.user.id || owner === b.user.id)).toBe(true);
    const [rows] = await suite.database.query<{ count: string }>(
      `SELECT (SELECT count(*) FROM assets WHERE session_id = $1 AND user_id IS NULL)
            + (SELECT count(*) FROM chat_conversations WHERE session_id = $1 AND user_id IS NULL)
            + (SELECT count(*) FROM movie_projects WHERE owner_session_id = $1 AND owner_user_id IS NULL)
            + (SELECT count(*) FROM music_projects WHERE owner_session_id = $1 AND owner_user_id IS NULL) AS count`,
      [shared],
    );
    expect(Number(rows.count)).toBe(0);
  });
});
