import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { queueOf } from '../src/jobs/job-kind';
import { JobQueue } from '../src/jobs/job-queue.service';
import { JobSupervisor } from '../src/jobs/job-supervisor.service';
import type { SqlExecutor } from '../src/jobs/jobs.constants';
import { JobsRepository } from '../src/jobs/jobs.repository';
import { JOB_STREAM_SETTINGS, type JobStreamSettings } from '../src/modules/jobs/job-stream.service';
import { newSessionId } from './chat.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { waitFor } from './support/wait-for';
import { FakeVideoEngine, renderSmallMp4 } from './video.support';

interface JobEvent {
  id: number;
  event: string;
  job: { id: string; status: string; progress: number; stage: string | null; version: number; result: Record<string, unknown> | null };
}

/** Reads an event stream frame by frame: `next()` resolves with the next event (comments are collected apart). */
class EventReader {
  readonly comments: string[] = [];
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(readonly response: Response) {
    this.reader = response.body!.getReader();
  }

  async next(): Promise<JobEvent | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        if (frame.startsWith(':')) {
          this.comments.push(frame);
          continue;
        }
        const fields = Object.fromEntries(frame.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
        return { id: Number(fields.id), event: fields.event, job: JSON.parse(fields.data) };
      }
      const { value, done } = await this.reader.read();
      if (done) return null;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  async nextWhere(predicate: (event: JobEvent) => boolean): Promise<JobEvent> {
    for (;;) {
      const event = await this.next();
      if (!event) throw new Error('the stream ended first');
      if (predicate(event)) return event;
    }
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

describe('GET /api/jobs/:id and its event stream (real PostgreSQL)', () => {
  let engines: Engines;
  let mp4: Buffer;

  beforeAll(async () => {
    mp4 = await renderSmallMp4();
  });

  const suite = useSuiteServer('jobs', () => ({ DATA_DIR: makeTempDir('jobs-data') }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
  });

  /** A video job held at 40 % by a gated engine, started with Prefer: respond-async. */
  async function startGatedJob(sessionId: string, token?: string) {
    const engine = new FakeVideoEngine(mp4, { gated: true });
    engines.video = engine;
    const call = suite.http
      .post('/api/video/generate')
      .set('X-Forwarded-For', uniqueIp())
      .set('Prefer', 'respond-async')
      .send({ prompt: 'A kite over dunes', session_id: sessionId });
    const accepted = await (token ? call.set(bearer(token)) : call).expect(202);
    await engine.started;
    return { engine, accepted: accepted.body as { job_id: string; events_url: string; status: string } };
  }

  const events = (id: string, query: string, headers: Record<string, string> = {}) =>
    fetch(`${suite.server.url}/jobs/${id}/events${query}`, { headers });

  it('answers Prefer: respond-async with 202, the job and where to follow it', async () => {
    const sessionId = newSessionId();
    const { engine, accepted } = await startGatedJob(sessionId);

    expect(accepted).toMatchObject({
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      events_url: `/api/jobs/${accepted.job_id}/events`,
      status: expect.stringMatching(/^(queued|active)$/),
    });
    engine.release();
  });

  it('streams the current state, each change as it commits, and the result, then ends', async () => {
    const sessionId = newSessionId();
    const { engine, accepted } = await startGatedJob(sessionId);
    const response = await events(accepted.job_id, `?session_id=${sessionId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = new EventReader(response);

    const first = await reader.next();
    expect(first).toMatchObject({ event: 'job', job: { id: accepted.job_id } });
    expect(first!.id).toBe(first!.job.version);
    // The engine may have reached 40 % before the stream opened: then the current state is that.
    const rendering = first!.job.progress === 40 ? first! : await reader.nextWhere((event) => event.job.progress === 40);
    expect(rendering.job).toMatchObject({ status: 'active', stage: 'Rendering' });

    engine.release();
    const done = await reader.nextWhere((event) => event.job.status === 'completed');
    expect(done.job).toMatchObject({ progress: 100, result: { media_id: expect.any(String), width: 160, height: 96 } });
    expect(done.id).toBeGreaterThan(rendering.id);
    expect(await reader.next()).toBeNull();
  });

  it('resumes after Last-Event-ID: only what is newer is sent', async () => {
    const sessionId = newSessionId();
    const { engine, accepted } = await startGatedJob(sessionId);
    const firstStream = new EventReader(await events(accepted.job_id, `?session_id=${sessionId}`));
    const seen = await firstStream.nextWhere((event) => event.job.progress === 40);
    await firstStream.cancel();

    const resumed = new EventReader(await events(accepted.job_id, `?session_id=${sessionId}`, { 'Last-Event-ID': String(seen.id) }));
    engine.release();
    const next = await resumed.next();
    expect(next!.id).toBeGreaterThan(seen.id);
    const done = next!.job.status === 'completed' ? next! : await resumed.nextWhere((event) => event.job.status === 'completed');
    expect(done.job.result).toMatchObject({ media_id: expect.any(String) });
  });

  it('keeps a quiet stream open with heartbeats', async () => {
    const settings = suite.server.app.get<symbol, JobStreamSettings>(JOB_STREAM_SETTINGS);
    settings.heartbeatMs = 50;
    const sessionId = newSessionId();
    const { engine, accepted } = await startGatedJob(sessionId);
    const reader = new EventReader(await events(accepted.job_id, `?session_id=${sessionId}`));
    await reader.nextWhere((event) => event.job.progress === 40);
    await new Promise((resolve) => setTimeout(resolve, 300));
    engine.release();
    await reader.nextWhere((event) => event.job.status === 'completed');

    expect(reader.comments).toContain(': ping');
    settings.heartbeatMs = 15_000;
  });

  it('shows a job only to its owner: the visitor session, or the account from any session', async () => {
    const visitorSession = newSessionId();
    const visitor = await startGatedJob(visitorSession);
    visitor.engine.release();
    const account = await signUp(suite.http);
    const owned = await startGatedJob(newSessionId(), account.token);
    owned.engine.release();
    const stranger = await signUp(suite.http);

    await suite.http.get(`/api/jobs/${visitor.accepted.job_id}?session_id=${visitorSession}`).expect(200);
    await suite.http.get(`/api/jobs/${visitor.accepted.job_id}?session_id=${newSessionId()}`).expect(404);
    await suite.http.get(`/api/jobs/${visitor.accepted.job_id}`).expect(404);
    await suite.http.get(`/api/jobs/${visitor.accepted.job_id}?session_id=${visitorSession}`).set(bearer(stranger.token)).expect(404);
    const mine = await suite.http.get(`/api/jobs/${owned.accepted.job_id}?session_id=${newSessionId()}`).set(bearer(account.token)).expect(200);
    expect(mine.body).toMatchObject({ id: owned.accepted.job_id, kind: 'video.generate' });
    expect(Object.keys(mine.body).sort()).toEqual(
      ['attempt', 'created_at', 'error', 'finished_at', 'id', 'items', 'kind', 'progress', 'project_id', 'result', 'stage', 'status', 'updated_at', 'version'].sort(),
    );
    const notFound = await suite.http.get(`/api/jobs/${owned.accepted.job_id}`).set(bearer(stranger.token)).expect(404);
    expect(notFound.body).toEqual({ statusCode: 404, code: 'JOB_NOT_FOUND', message: 'No job with this id.' });
    expect((await events(owned.accepted.job_id, '', bearer(stranger.token))).status).toBe(404);
  });

  it('answers 400 for an id that is not a job id', async () => {
    const answer = await suite.http.get('/api/jobs/not-a-uuid').expect(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  describe("a dead worker's job is handed on by one party, once (ARCHITECTURE.md §7)", () => {
    /** A lease key no process holds: the attempt's process lost its lease (it died, or its connection did). */
    const DEAD_WORKER = 'process:1';
    const query = <T>(sql: string, parameters: unknown[]) => suite.database.query<T>(sql, parameters);
    const rowOf = async (id: string) => (await query<{ status: string; worker: string | null; attempt: number }>('SELECT status, worker, attempt FROM jobs WHERE id = $1', [id]))[0];
    const deliveryOf = async (id: string) => (await query<{ state: string; retry_count: number }>('SELECT state::text, retry_count FROM pgboss.job WHERE id = $1', [id]))[0];
    const statusOf = async (id: string, sessionId: string) => (await suite.http.get(`/api/jobs/${id}?session_id=${sessionId}`).expect(200)).body as { status: string; attempt: number };

    it("leaves alone a delivery pg-boss handed out after the attempt began: it is the next attempt's, which claims the row itself", async () => {
      const sessionId = newSessionId();
      const { engine, accepted } = await startGatedJob(sessionId);
      const id = accepted.job_id;
      await query('UPDATE jobs SET worker = $2 WHERE id = $1', [id, DEAD_WORKER]);
      await query(`UPDATE pgboss.job SET started_on = (SELECT attempt_started_at FROM jobs WHERE id = $1) + interval '1 second' WHERE id = $1`, [id]);

      try {
        expect(await suite.server.app.get(JobSupervisor).superviseNow()).toBe(0);

        expect(await rowOf(id)).toEqual({ status: 'active', worker: DEAD_WORKER, attempt: 1 });
        expect(await deliveryOf(id)).toEqual({ state: 'active', retry_count: 0 });
      } finally {
        // A held render would hold the server's shutdown too.
        engine.release();
      }
      await waitFor(async () => (await statusOf(id, sessionId)).status === 'completed', 'the job to complete');
    });

    it("fails the dead attempt's own delivery into a retry and requeues its row in one step: of two supervisors at once, one does", async () => {
      const sessionId = newSessionId();
      const { engine, accepted } = await startGatedJob(sessionId);
      const id = accepted.job_id;
      await query('UPDATE jobs SET worker = $2 WHERE id = $1', [id, DEAD_WORKER]);
      const rows = suite.server.app.get(JobsRepository);
      const queue = suite.server.app.get(JobQueue);
      const failDelivery = (db: SqlExecutor) => queue.fail(queueOf('video.generate'), id, 'its worker stopped', db);

      try {
        const handedOn = await Promise.all([rows.handOnOrphan(id, DEAD_WORKER, failDelivery), rows.handOnOrphan(id, DEAD_WORKER, failDelivery)]);

        expect(handedOn.sort()).toEqual([false, true]);
        expect((await deliveryOf(id)).retry_count).toBeLessThanOrEqual(1);
      } finally {
        // The next attempt runs (the engine's gate is open now) and finishes the job; the first one can no longer write.
        engine.release();
      }
      await waitFor(async () => (await statusOf(id, sessionId)).status === 'completed', 'the next attempt to complete the job');
      expect(await statusOf(id, sessionId)).toMatchObject({ status: 'completed', attempt: 2 });
      expect(await deliveryOf(id)).toMatchObject({ state: 'completed', retry_count: 1 });
    });
  });

  describe("an attempt's last write, tried again after its first one committed though its client gave up (ARCHITECTURE.md §7)", () => {
    /** An attempt's row, as its runner holds it; no process consumes this kind and no lease is named, so only the test writes it. */
    const activeRow = async () =>
      (
        await suite.database.query<{ id: string }>(
          `INSERT INTO jobs (kind, owner_session_id, status, attempt, worker, attempt_started_at)
           VALUES ('test.retried-write', $1, 'active', 1, 'test:retried-write', now()) RETURNING id`,
          [newSessionId()],
        )
      )[0].id;
    const rowOf = async (id: string) =>
      (await suite.database.query<{ status: string; stage: string | null; finished_at: Date | null }>('SELECT status, stage, finished_at FROM jobs WHERE id = $1', [id]))[0];

    it('a requeue is the attempt\'s own again, so it fails its delivery itself; a row requeued by another party or attempt is not', async () => {
      const rows = suite.server.app.get(JobsRepository);
      const id = await activeRow();
      const stage = 'The render was lost. Trying again…';

      expect(await rows.requeue(id, 1, stage)).toBe(true);
      expect(await rows.requeue(id, 1, stage)).toBe(true);
      expect(await rowOf(id)).toMatchObject({ status: 'queued', stage });

      expect(await rows.requeue(id, 2, stage)).toBe(false);
      expect(await rows.requeue(id, 1, 'Resuming after its worker stopped')).toBe(false);
    });

    it('a completion answers the row again, with its first finishing time, so its usage is settled', async () => {
      const rows = suite.server.app.get(JobsRepository);
      const id = await activeRow();

      const first = await rows.complete(id, 1, { url: '/api/media/a' });
      const finishedAt = (await rowOf(id)).finished_at;
      const again = await rows.complete(id, 1, { url: '/api/media/a' });

      expect(first?.status).toBe('completed');
      expect(again).toMatchObject({ id, status: 'completed' });
      expect((await rowOf(id)).finished_at).toEqual(finishedAt);
      expect(await rows.complete(id, 2, { url: '/api/media/a' })).toBeNull();
    });
  });
});
