import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { newSessionId } from './chat.support';
import { bearer, postJsonText, signUp, uniqueIp } from './support/accounts';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { waitFor } from './support/wait-for';
import { FailingVideoEngine, FakeVideoEngine, isMp4, renderSmallMp4 } from './video.support';

interface JobRow {
  status: string;
  progress: number;
  attempt: number;
}

describe('POST /api/video/generate (durable jobs on real PostgreSQL)', () => {
  let engines: Engines;
  let localVideo: Engines['video'];
  let mp4: Buffer;

  beforeAll(async () => {
    mp4 = await renderSmallMp4();
    // All-in-one (no BACKEND_MODULES): this process enqueues and consumes. One retry keeps failures quick.
  });

  const suite = useSuiteServer('video', () => ({ DATA_DIR: makeTempDir('video-data'), VIDEO_JOB_RETRY_LIMIT: '1', JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    localVideo = engines.video;
  });

  afterEach(() => {
    engines.video = localVideo;
  });

  const usage = (subject: string) => meterCount(suite.database, subject, 'daily.video');
  const jobRow = async (requestId: string) =>
    (await suite.database.query<JobRow>('SELECT status, progress, attempt FROM jobs WHERE request_key = $1', [requestId]))[0];
  const generate = (body: object, ip = uniqueIp(), token?: string) => {
    const call = suite.http.post('/api/video/generate').set('X-Forwarded-For', ip);
    return (token ? call.set(bearer(token)) : call).send(body);
  };

  it('renders with the local engine and answers the contract shape; the MP4 is served by GET /api/media/:id', async () => {
    const sessionId = newSessionId();
    const ip = uniqueIp();

    const answer = await generate({ prompt: '  Waves at sunset ', session_id: sessionId }, ip).expect(200);

    expect(answer.body).toEqual({
      video_url: `/api/media/${answer.body.media_id}`,
      prompt: 'Waves at sunset',
      session_id: sessionId,
      media_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      duration_seconds: 5,
      width: 1280,
      height: 720,
      engine: { provider: 'local', model: expect.any(String), label: 'offline engine' },
    });
    expect(answer.headers['x-engine']).toBe(`local/${answer.body.engine.model} (offline engine)`);
    const file = await fetch(`${suite.server.url.replace(/\/api$/, '')}${answer.body.video_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(isMp4(Buffer.from(await file.arrayBuffer()))).toBe(true);
    expect(await usage(`session:${sessionId}`)).toBe(1);
    expect(await usage(`ip:${ip}`)).toBe(1);
  });

  it('attaches a repeated request_id to the same job: one generation, one quota use', async () => {
    const engine = new FakeVideoEngine(mp4, { gated: true });
    engines.video = engine;
    const sessionId = newSessionId();
    const ip = uniqueIp();
    const body = { prompt: 'A paper boat', session_id: sessionId, request_id: 'boat-request-1' };

    const first = generate(body, ip).then((response) => response);
    await engine.started;
    const second = generate(body, ip).then((response) => response);
    await waitFor(async () => (await jobRow('boat-request-1'))?.progress === 40, 'progress 40 on the row');
    engine.release();
    const [a, b] = await Promise.all([first, second]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body).toMatchObject({ prompt: 'A paper boat', width: 160, height: 96, duration_seconds: 1 });
    expect(a.headers['x-engine']).toBe('local/test-double (test engine)');
    expect(engine.calls).toBe(1);
    expect(await usage(`session:${sessionId}`)).toBe(1);
    // Once finished, the same request_id answers the stored result again without running anything.
    const third = await generate(body, ip).expect(200);
    expect(third.body).toEqual(a.body);
    expect(engine.calls).toBe(1);
  });

  it('refuses a request_id reused for another prompt', async () => {
    engines.video = new FakeVideoEngine(mp4);
    const body = { prompt: 'First prompt', session_id: newSessionId(), request_id: 'reused-request' };
    await generate(body).expect(200);

    const answer = await generate({ ...body, prompt: 'Second prompt' }).expect(409);

    expect(answer.body).toEqual({ statusCode: 409, code: 'REQUEST_ID_REUSED', message: expect.any(String) });
  });

  it('reports progress only to the owner: the same visitor session, or the same account from any session', async () => {
    const engine = new FakeVideoEngine(mp4, { gated: true });
    engines.video = engine;
    const visitorSession = newSessionId();
    const account = await signUp(suite.http);
    const visitorPost = generate({ prompt: 'Visitor clip', session_id: visitorSession, request_id: 'visitor-job-1' });
    const accountPost = generate(
      { prompt: 'Account clip', session_id: newSessionId(), request_id: 'account-job-1' },
      uniqueIp(),
      account.token,
    );
    const pending = Promise.all([visitorPost, accountPost]);
    await waitFor(async () => (await jobRow('visitor-job-1'))?.status === 'active', 'visitor job active');
    await waitFor(async () => (await jobRow('account-job-1'))?.status === 'active', 'account job active');

    const own = await suite.http.get(`/api/video/jobs/visitor-job-1?session_id=${visitorSession}`).expect(200);
    expect(own.body).toEqual({
      request_id: 'visitor-job-1',
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'active',
      progress: expect.any(Number),
      video_url: null,
      message: null,
    });
    const otherSession = await suite.http.get(`/api/video/jobs/visitor-job-1?session_id=${newSessionId()}`).expect(404);
    expect(otherSession.body.code).toBe('JOB_NOT_FOUND');
    const accountOtherSession = await suite.http
      .get(`/api/video/jobs/account-job-1?session_id=${newSessionId()}`)
      .set(bearer(account.token))
      .expect(200);
    expect(accountOtherSession.body.status).toBe('active');
    const stranger = await signUp(suite.http);
    await suite.http.get(`/api/video/jobs/account-job-1?session_id=${visitorSession}`).set(bearer(stranger.token)).expect(404);
    await suite.http.get(`/api/video/jobs/account-job-1?session_id=${visitorSession}`).expect(404);
    await suite.http.get(`/api/video/jobs/visitor-job-1?session_id=${visitorSession}`).set(bearer(stranger.token)).expect(404);

    engine.release();
    const [visitorAnswer] = await pending;
    const done = await suite.http.get(`/api/video/jobs/visitor-job-1?session_id=${visitorSession}`).expect(200);
    expect(done.body).toEqual({
      request_id: 'visitor-job-1',
      job_id: visitorAnswer.body.job_id,
      status: 'completed',
      progress: 100,
      video_url: visitorAnswer.body.video_url,
      message: null,
    });
  });

  it('answers 502 ENGINE_FAILED after the retries are used up, and does not count the failed video', async () => {
    const engine = new FailingVideoEngine('provider', 'The AI provider answered 500.');
    engines.video = engine;
    const sessionId = newSessionId();
    const ip = uniqueIp();

    const answer = await generate({ prompt: 'Doomed clip', session_id: sessionId, request_id: 'doomed-request' }, ip).expect(502);

    expect(answer.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The AI provider answered 500.' });
    expect(engine.calls).toBe(2);
    expect(await usage(`session:${sessionId}`)).toBe(0);
    expect(await usage(`ip:${ip}`)).toBe(0);
    const status = await suite.http.get(`/api/video/jobs/doomed-request?session_id=${sessionId}`).expect(200);
    expect(status.body).toMatchObject({ status: 'failed', video_url: null, message: 'The AI provider answered 500.' });
    // Asking again reports the stored failure; it neither runs nor refunds a second time.
    await generate({ prompt: 'Doomed clip', session_id: sessionId, request_id: 'doomed-request' }, ip).expect(502);
    expect(engine.calls).toBe(2);
    expect(await usage(`session:${sessionId}`)).toBe(0);
  });

  it('does not retry bad input: one call, 400 INVALID_INPUT with the engine message', async () => {
    const engine = new FailingVideoEngine('invalid-input', 'Video sides must be even whole numbers.');
    engines.video = engine;

    const answer = await generate({ prompt: 'Odd clip', session_id: newSessionId() }).expect(400);

    expect(answer.body).toEqual({ statusCode: 400, code: 'INVALID_INPUT', message: 'Video sides must be even whole numbers.' });
    expect(engine.calls).toBe(1);
  });

  it('answers 429 QUOTA_EXCEEDED with Retry-After once a visitor used the 2 free videos of the day', async () => {
    engines.video = new FakeVideoEngine(mp4);
    const sessionId = newSessionId();
    const ip = uniqueIp();
    await generate({ prompt: 'One', session_id: sessionId }, ip).expect(200);
    await generate({ prompt: 'Two', session_id: sessionId }, ip).expect(200);

    const answer = await generate({ prompt: 'Three', session_id: sessionId }, ip).expect(429);

    expect(answer.body.code).toBe('QUOTA_EXCEEDED');
    expect(answer.body.message).toBe("You've used all 2 free video generations for today. Sign up or upgrade for more.");
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['a blank prompt', { prompt: ' \n\t ', session_id: 'abc123def' }],
    ['a prompt over 4,000 characters', { prompt: 'x'.repeat(4001), session_id: 'abc123def' }],
    ['a missing session_id', { prompt: 'Clip' }],
    ['a too short request_id', { prompt: 'Clip', session_id: 'abc123def', request_id: 'short' }],
    ['a request_id with other characters', { prompt: 'Clip', session_id: 'abc123def', request_id: 'has space in it' }],
    ['an unknown field', { prompt: 'Clip', session_id: 'abc123def', seconds: 60 }],
  ])('answers 400 VALIDATION_FAILED for %s, without counting it', async (_case, body) => {
    const answer = await generate(body).expect(400);

    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(await usage('session:abc123def')).toBe(0);
  });

  it('answers 400 for malformed JSON and for a malformed request id in the progress URL', async () => {
    const answer = await postJsonText(suite.http, '/api/video/generate', '{"prompt": "Clip",').expect(400);
    expect(answer.body.code).toBe('INVALID_JSON');
    await suite.http.get('/api/video/jobs/bad!id?session_id=abc123def').expect(400);
    await suite.http.get('/api/video/jobs/unknown-request?session_id=abc123def').expect(404);
  });
});

