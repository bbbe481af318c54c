import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';
import { isMp4, renderSmallMp4 } from './video.support';

/**
 * An OpenAI-compatible videos API whose first video never finishes (its worker is about to be
 * killed) and whose later ones are done at once.
 */
class StallingVideoProvider {
  readonly creates: string[] = [];
  private readonly server: Server;

  constructor(private readonly mp4: Buffer) {
    this.server = createServer((req, res) => this.handle(req, res));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    const path = (req.url ?? '').replace(/^\/v1/, '');
    if (req.method === 'POST' && path === '/videos') {
      const id = this.creates.length === 0 ? 'video_stalled' : `video_done_${this.creates.length}`;
      this.creates.push(id);
      return this.json(res, this.stateOf(id));
    }
    const match = /^\/videos\/([^/]+)(\/content)?$/.exec(path);
    if (req.method === 'GET' && match && this.creates.includes(match[1])) {
      if (!match[2]) return this.json(res, this.stateOf(match[1]));
      res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': this.mp4.length });
      res.end(this.mp4);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
  }

  private stateOf(id: string): object {
    return id === 'video_stalled'
      ? { id, object: 'video', status: 'in_progress', progress: 30 }
      : { id, object: 'video', status: 'completed', progress: 100 };
  }

  private json(res: ServerResponse, body: object): void {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}

describe('a video job and a worker restart (separate API and worker processes on one database)', () => {
  let database: TestDatabase;
  let provider: StallingVideoProvider;
  const processes: AppProcess[] = [];

  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop('SIGKILL')));
    await provider?.close();
    await database?.drop();
  });

  async function start(env: Record<string, string>, shared: Record<string, string>): Promise<{ app: AppProcess; url: string }> {
    const app = new AppProcess({ ...shared, PORT: String(await freePort()), ...env });
    processes.push(app);
    return { app, url: await app.ready() };
  }

  it('survives kill -9 of the worker while active: a new worker retries it and the original POST answers 200 with an MP4', async () => {
    database = await createTestDatabase('video_restart');
    provider = new StallingVideoProvider(await renderSmallMp4());
    // Documented settings only: the OpenAI-compatible engine pointed at the stand-in provider, and a
    // short expiry and maintenance interval so a dead worker's job is retried within seconds.
    const shared = {
      DATABASE_URL: database.url,
      DATA_DIR: makeTempDir('video-restart'),
      ENGINE_VIDEO: 'openai',
      OPENAI_BASE_URL: await provider.listen(),
      OPENAI_API_KEY: 'sk-test-video',
      VIDEO_JOB_EXPIRE_SECONDS: '4',
      JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
    };
    const api = await start({ BACKEND_MODULES: 'media' }, shared);
    const firstWorker = await start({ WORKER: '1' }, shared);
    expect(api.app.stdout).toContain('enqueues jobs only');
    const sessionId = 'rst123abc';

    const answer = fetch(`${api.url}/video/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
      body: JSON.stringify({ prompt: 'A lighthouse in a storm', session_id: sessionId, request_id: 'restart-request-1' }),
    });
    const progress = async () =>
      (await fetch(`${api.url}/video/jobs/restart-request-1?session_id=${sessionId}`)).json() as Promise<{
        status: string;
        progress: number;
      }>;
    await waitFor(async () => (await progress()).progress === 30, 'the first worker to report 30 %', 15_000);
    expect(await progress()).toMatchObject({ status: 'active', progress: 30 });

    expect(await firstWorker.app.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await start({ WORKER: '1' }, shared);
    const response = await answer;

    expect(response.status).toBe(200);
    const body = (await response.json()) as { video_url: string; engine: { provider: string } };
    expect(body).toMatchObject({ prompt: 'A lighthouse in a storm', session_id: sessionId, engine: { provider: 'openai' } });
    const file = await fetch(`${api.url.replace(/\/api$/, '')}${body.video_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(isMp4(Buffer.from(await file.arrayBuffer()))).toBe(true);
    expect(provider.creates).toEqual(['video_stalled', 'video_done_1']);
    const rows = await database.query<{ status: string; attempt: number }>('SELECT status, attempt FROM video_jobs');
    expect(rows).toEqual([{ status: 'completed', attempt: 2 }]);
    const usage = await database.query<{ subject: string; count: number }>(
      "SELECT subject, count FROM usage_counters WHERE capability = 'video' ORDER BY subject",
    );
    expect(usage).toEqual([
      { subject: 'ip:203.0.113.9', count: 1 },
      { subject: `session:${sessionId}`, count: 1 },
    ]);
  });

  it('stops the API and the new worker cleanly on SIGTERM', async () => {
    const running = processes.filter((app) => app.child.exitCode === null && app.child.signalCode === null);

    expect(running).toHaveLength(2);
    expect(await Promise.all(running.map((app) => app.stop('SIGTERM')))).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
  });
});
