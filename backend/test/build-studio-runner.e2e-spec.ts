import * as path from 'node:path';
import request from 'supertest';
import type { CodeEvent, ProjectFile } from '../src/engines/code/code-engine';
import { LocalCodeEngine } from '../src/engines/local/code/local-code.engine';
import { type RunningRunner, startRunner } from '../src/runner/runner';
import { readRunnerSettings } from '../src/runner/runner-settings';
import type { RunningServer } from '../src/server';
import { type StudioCaller, parseEvents, studioHeaders } from './build-studio.support';
import { serveRoutes } from './runner/serve-routes';
import { newSessionId } from './chat.support';
import { type Http, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { sandboxProcesses } from './support/processes';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { scaled } from './support/time-factor';
import { waitFor } from './support/wait-for';

const UID_BASE = 300_000;
const CANARY = 'ATELIER_TEST_CANARY_8c1f';

/** A Node app that tries to break out of its sandbox and reports what it managed. */
const PROBE_APP = `
const http = require('node:http');
const fs = require('node:fs');
const net = require('node:net');
const { spawn } = require('node:child_process');

const tryRead = (file) => { try { fs.readFileSync(file); return 'read'; } catch (e) { return e.code; } };
const tryConnect = (port, host) => new Promise((resolve) => {
  const socket = net.connect({ port, host });
  socket.setTimeout(1500, () => { socket.destroy(); resolve('timeout'); });
  socket.once('connect', () => { socket.destroy(); resolve('connected'); });
  socket.once('error', (e) => resolve(e.code));
});

const routes = {
  '/escape': async (q) => ({
    env: Object.keys(process.env).sort(),
    files: Object.fromEntries(JSON.parse(q.get('files')).map((f) => [f, tryRead(f)])),
    environs: fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).map((p) => { try { return fs.readFileSync('/proc/' + p + '/environ', 'utf8'); } catch { return ''; } }).join('\\n'),
    listing: fs.readdirSync('/'),
  }),
  '/network': async (q) => ({ backend: await tryConnect(Number(q.get('port')), '127.0.0.1'), internet: await tryConnect(53, '1.1.1.1') }),
  // Node's fetch (undici, whose parser is WebAssembly) fails as any blocked call does; it once crashed the app.
  '/fetch': async (q) => Object.fromEntries(await Promise.all(['http://127.0.0.1:' + q.get('port') + '/api/health', 'https://1.1.1.1/', 'https://example.com/'].map((url) =>
    fetch(url).then(() => [url, 'fetched'], (e) => [url, e.message + ': ' + (e.cause && e.cause.code)])))),
  '/disk': async () => { try { fs.writeFileSync('big.bin', Buffer.alloc(48 * 1024 * 1024)); return { wrote: true }; } catch (e) { return { wrote: false, code: e.code }; } },
  '/forks': async () => {
    let started = 0; let refused = null;
    const children = [];
    for (let i = 0; i < 200; i++) {
      try { const c = spawn('/bin/sleep', ['30'], { stdio: 'ignore' }); await new Promise((r, j) => { c.once('spawn', r); c.once('error', j); }); children.push(c); started++; }
      catch (e) { refused = e.code; break; }
    }
    // Answer only once every child is reaped: until then each still holds one of the sandbox's process slots.
    await Promise.all(children.map((c) => new Promise((r) => { c.once('exit', r); c.kill('SIGKILL'); })));
    return { started, refused };
  },
  '/bomb': async () => {
    const bomb = spawn('/bin/sh', ['-c', 'b() { b | b & }; b'], { stdio: 'ignore', detached: true });
    const lit = await new Promise((r) => { bomb.once('spawn', () => r(true)); bomb.once('error', () => r(false)); });
    bomb.unref();
    return { lit };
  },
  '/spin': async () => { for (;;) {} },
  '/health': async () => ({ ok: true }),
};
${serveRoutes("() => console.log('probe ready')")}`;

/** The sandbox runner through the backend's API: real bubblewrap, real Express and FastAPI projects. */
describe('Build Studio runner (bubblewrap sandbox)', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let runner: RunningRunner;
  let http: Http;
  let workDir: string;
  const visitor = (): StudioCaller => ({ ip: uniqueIp(), session: newSessionId() });

  beforeAll(async () => {
    workDir = await makeTempDir('atelier-runner-');
    process.env[CANARY] = 'the runner environment must not leak';
    const { settings, errors } = readRunnerSettings({
      RUNNER_LISTEN: `unix:${path.join(workDir, 'runner.sock')}`,
      RUNNER_WORK_DIR: path.join(workDir, 'work'),
      RUNNER_CPU_SECONDS: '3',
      RUNNER_PROCESSES: '48',
      RUNNER_DISK_MB: '16',
      RUNNER_REQUEST_TIMEOUT_SECONDS: '2',
      RUNNER_UID_BASE: String(UID_BASE),
    });
    if (!settings) throw new Error(errors.join('\n'));
    runner = await startRunner(settings);
    database = await createTestDatabase('build_studio_runner', { migrated: true });
    server = await startInProcessServer({ DATABASE_URL: database.url, RUNNER_URL: runner.url });
    http = request(server.app.getHttpServer());
  });

  afterAll(async () => {
    delete process.env[CANARY];
    await server?.close();
    await runner?.close();
    await database?.drop();
  });

  const start = (caller: StudioCaller, projectType: 'nodejs' | 'python', files: ProjectFile[]) =>
    http.post('/api/build-studio/runs').set(studioHeaders(caller)).send({ projectType, files });
  const call = (caller: StudioCaller, id: string, method: string, pathname: string, body?: string) =>
    http.post(`/api/build-studio/runs/${id}/request`).set(studioHeaders(caller)).send({ method, path: pathname, headers: { 'content-type': 'application/json' }, body });

  /** Reads the run's log stream until the runner says the app stopped: the event to wait for. */
  async function untilStopped(caller: StudioCaller, id: string): Promise<{ status: string; reason: string; lines: string[] }> {
    const response = await fetch(`${server.url}/build-studio/runs/${id}/logs`, { headers: studioHeaders(caller) });
    const events = parseEvents(await response.text());
    const status = events.find((event) => event.event === 'status')!.data as { status: string; reason: string };
    return { ...status, lines: events.filter((event) => event.event === 'log').map((event) => (event.data as { text: string }).text) };
  }

  async function generated(projectType: 'nodejs' | 'python', prompt: string): Promise<ProjectFile[]> {
    const events: CodeEvent[] = [];
    for await (const event of new LocalCodeEngine().generate({ prompt, projectType, files: [], history: [], attachment: null })) events.push(event);
    return events.flatMap((event) => (event.type === 'operation' && event.operation.op === 'write' ? [{ path: event.operation.path, content: event.operation.content }] : []));
  }

  it('says Node.js and Python projects can run here', async () => {
    const response = await http.get('/api/build-studio/runner').expect(200);
    expect(response.body).toEqual({ nodejs: { available: true, reason: null }, python: { available: true, reason: null } });
  });

  it('runs a generated Express API and answers requests through the preview, its logs streamed to the Terminal', async () => {
    const caller = visitor();
    const files = await generated('nodejs', 'A REST API for a library with books and authors');

    const run = await start(caller, 'nodejs', files).expect(200);

    expect(run.body).toMatchObject({ status: 'running', projectType: 'nodejs', entry: 'server.js', readyMs: expect.any(Number) });
    const list = await call(caller, run.body.id, 'GET', '/api/books').expect(200);
    expect(list.body).toMatchObject({ status: 200, bodyEncoding: 'utf8', truncated: false });
    expect(JSON.parse(list.body.body).items).toHaveLength(2);
    const invalid = await call(caller, run.body.id, 'POST', '/api/books', JSON.stringify({ year: 'soon' })).expect(200);
    expect(invalid.body.status).toBe(400);
    expect(JSON.parse(invalid.body.body).error.details.map((d: { field: string }) => d.field)).toEqual(['title', 'author', 'year']);
    const created = await call(caller, run.body.id, 'POST', '/api/books', JSON.stringify({ title: 'Dune', author: 'Frank Herbert' })).expect(200);
    expect(created.body).toMatchObject({ status: 201, headers: expect.objectContaining({ location: '/api/books/3' }) });

    await http.delete(`/api/build-studio/runs/${run.body.id}`).set(studioHeaders(caller)).expect(200);
    const { status, lines } = await untilStopped(caller, run.body.id);
    expect(status).toBe('stopped');
    expect(lines).toContain('API listening on port 3000');
  });

  it('runs a generated FastAPI app with Debian\'s FastAPI and Uvicorn', async () => {
    const caller = visitor();
    const run = await start(caller, 'python', await generated('python', 'An API for a clinic with patients')).expect(200);

    expect(run.body).toMatchObject({ status: 'running', entry: 'main.py' });
    const answer = await call(caller, run.body.id, 'GET', '/api/patients/999').expect(200);
    expect(answer.body.status).toBe(404);
    expect(JSON.parse(answer.body.body)).toEqual({ error: { status: 404, message: 'Patient 999 was not found' } });
    await http.delete(`/api/build-studio/runs/${run.body.id}`).set(studioHeaders(caller)).expect(200);
  });

  it('keeps each run to its owner', async () => {
    const caller = visitor();
    const run = await start(caller, 'nodejs', [{ path: 'server.js', content: PROBE_APP }]).expect(200);
    const stranger = visitor();

    await http.get(`/api/build-studio/runs/${run.body.id}`).set(studioHeaders(stranger)).expect(404);
    await call(stranger, run.body.id, 'GET', '/health').expect(404);
    await http.get(`/api/build-studio/runs/${run.body.id}/logs`).set(studioHeaders(stranger)).expect(404);
    await http.delete(`/api/build-studio/runs/${run.body.id}`).set(studioHeaders(stranger)).expect(404);
    await http.delete(`/api/build-studio/runs/${run.body.id}`).set(studioHeaders(caller)).expect(200);
  });

  describe('isolation of untrusted code', () => {
    const caller = visitor();
    let id: string;

    beforeAll(async () => {
      id = (await start(caller, 'nodejs', [{ path: 'server.js', content: PROBE_APP }]).expect(200)).body.id;
    });

    it("cannot read the backend's files or environment", async () => {
      const secrets = [path.resolve(__dirname, '../package.json'), __filename, path.join(workDir, 'runner.sock'), '/etc/shadow', '/root/.bashrc', `/proc/${process.pid}/environ`];
      const answer = await call(caller, id, 'GET', `/escape?files=${encodeURIComponent(JSON.stringify(secrets))}`).expect(200);
      const report = JSON.parse(answer.body.body) as { env: string[]; files: Record<string, string>; environs: string; listing: string[] };

      expect(report.env).toEqual(['ATELIER_SOCKET', 'HOME', 'LANG', 'NODE_ENV', 'NODE_PATH', 'PATH', 'PORT', 'PWD', 'PYTHONDONTWRITEBYTECODE', 'PYTHONUNBUFFERED']);
      for (const file of secrets) expect(report.files[file]).toBe('ENOENT');
      expect(report.environs).not.toContain(CANARY);
      expect(report.environs).not.toContain('DATABASE_URL');
      expect(report.listing.sort()).toEqual(['app', 'bin', 'dev', 'etc', 'lib', 'lib64', 'opt', 'proc', 'sbin', 'tmp', 'usr']);
    });

    it('cannot reach the network, not even the backend on the same machine', async () => {
      const port = new URL(server.url).port;
      const answer = await call(caller, id, 'GET', `/network?port=${port}`).expect(200);
      expect(JSON.parse(answer.body.body)).toEqual({ backend: 'ECONNREFUSED', internet: 'ENETUNREACH' });
    });

    it("fails Node's fetch() with a clear error, as any blocked network call, and keeps running", async () => {
      const port = new URL(server.url).port;
      const answer = await call(caller, id, 'GET', `/fetch?port=${port}`).expect(200);
      expect(JSON.parse(answer.body.body)).toEqual({
        [`http://127.0.0.1:${port}/api/health`]: 'fetch failed: ECONNREFUSED',
        'https://1.1.1.1/': 'fetch failed: ENETUNREACH',
        'https://example.com/': 'fetch failed: EAI_AGAIN',
      });
      expect((await call(caller, id, 'GET', '/health').expect(200)).body.status).toBe(200);
    });

    it('cannot fill the disk past its folder size', async () => {
      const answer = await call(caller, id, 'GET', '/disk').expect(200);
      expect(JSON.parse(answer.body.body)).toMatchObject({ wrote: false });
    });

    it('cannot start more processes than its limit', async () => {
      const answer = await call(caller, id, 'GET', '/forks').expect(200);
      const { started, refused } = JSON.parse(answer.body.body) as { started: number; refused: string };
      expect(refused).toBe('EAGAIN');
      expect(started).toBeLessThan(48);
    });

    it('contains a fork bomb: the app keeps answering, and stopping it leaves no process behind', async () => {
      const bomb = await call(caller, id, 'GET', '/bomb').expect(200);
      expect(JSON.parse(bomb.body.body)).toEqual({ lit: true });
      const health = await call(caller, id, 'GET', '/health').expect(200);
      expect(health.body.status).toBe(200);

      await http.delete(`/api/build-studio/runs/${id}`).set(studioHeaders(caller)).expect(200);
      await untilStopped(caller, id);
      // The kernel ends every process of the sandbox's PID namespace once its init dies; that takes a moment.
      await waitFor(() => sandboxProcesses(UID_BASE, 200).length === 0, 'the sandbox processes to end');
    });
  });

  it('kills a runaway loop at its CPU limit and says so', async () => {
    const caller = visitor();
    const run = await start(caller, 'nodejs', [{ path: 'server.js', content: PROBE_APP }]).expect(200);

    const stuck = await call(caller, run.body.id, 'GET', '/spin').expect(504);
    expect(stuck.body).toEqual({ statusCode: 504, code: 'APP_TIMEOUT', message: 'The app did not answer within 2 s.' });

    const { status, reason } = await untilStopped(caller, run.body.id);
    expect(status).toBe('stopped');
    expect(reason).toBe('Stopped: the app used its 3 s of CPU time (a runaway loop?).');
    const after = await call(caller, run.body.id, 'GET', '/health').expect(409);
    expect(after.body.code).toBe('RUN_NOT_RUNNING');
  });

  it('stops an app that is idle', async () => {
    const idleDir = await makeTempDir('atelier-idle-runner-');
    const { settings } = readRunnerSettings({
      RUNNER_LISTEN: `unix:${path.join(idleDir, 'runner.sock')}`,
      RUNNER_WORK_DIR: path.join(idleDir, 'work'),
      RUNNER_IDLE_SECONDS: '1',
      RUNNER_UID_BASE: String(UID_BASE + 100),
    });
    const idleRunner = await startRunner(settings!);
    try {
      const status = await idleRunner.manager.start('owner', 'nodejs', [{ path: 'server.js', content: PROBE_APP }]);
      expect(status.status).toBe('running');
      const app = idleRunner.manager.find(status.id, 'owner');
      // The app may print lines of its own first: wait on the log until the runner's stop note arrives.
      const deadline = Date.now() + scaled(30_000);
      while (app.status().status === 'running' && Date.now() < deadline) {
        await app.logs.waitFor(app.logs.lastSeq, deadline - Date.now());
      }
      expect(app.status()).toMatchObject({ status: 'stopped', reason: 'Stopped: idle for 1 s.' });
    } finally {
      await idleRunner.close();
    }
  });

  it('explains a project that cannot start', async () => {
    const caller = visitor();
    const run = await start(caller, 'python', [{ path: 'notes.py', content: 'print("no app here")\n' }]).expect(200);
    expect(run.body).toMatchObject({ status: 'failed', reason: 'No FastAPI app found: create one with `app = FastAPI()` in main.py.' });

    const crash = await start(caller, 'nodejs', [{ path: 'server.js', content: "require('left-pad');\n" }]).expect(200);
    expect(crash.body.status).toBe('failed');
    const { lines } = await untilStopped(caller, crash.body.id);
    expect(lines.join('\n')).toContain("Cannot find module 'left-pad'");
  });

  it('answers 400 for a static project and says clearly when no runner is reachable', async () => {
    await http.post('/api/build-studio/runs').set(studioHeaders(visitor())).send({ projectType: 'static', files: [] }).expect(400);

    const offline = await startInProcessServer({ DATABASE_URL: database.url, RUNNER_URL: `unix:${path.join(workDir, 'nobody-listens.sock')}` });
    try {
      const status = await request(offline.app.getHttpServer()).get('/api/build-studio/runner').expect(200);
      expect(status.body.nodejs).toEqual({ available: false, reason: expect.stringContaining('The runner service is not reachable') });
      const refused = await request(offline.app.getHttpServer())
        .post('/api/build-studio/runs')
        .set(studioHeaders(visitor()))
        .send({ projectType: 'nodejs', files: [{ path: 'server.js', content: '' }] })
        .expect(503);
      expect(refused.body.code).toBe('RUNNER_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});
