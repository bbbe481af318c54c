import { startTestRunner } from './support/test-runner';
import request from 'supertest';
import type { CodeEvent, ProjectFile } from '../src/engines/code/code-engine';
import { LocalCodeEngine } from '../src/engines/local/code/local-code.engine';
import type { RunningRunner } from '../src/runner/runner';
import type { RunningServer } from '../src/server';
import { type StudioCaller, parseEvents, studioHeaders } from './build-studio.support';
import { newSessionId } from './chat.support';
import { type Http, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { type TestDatabase, createTestDatabase } from './support/test-database';

const EXPRESS_WITH_LODASH: ProjectFile[] = [
  { path: 'package.json', content: JSON.stringify({ name: 'shelf', scripts: { start: 'node server.js' }, dependencies: { express: '^4.19.2', lodash: '^4.17.21' } }) },
  {
    path: 'server.js',
    content: `const express = require('express');
const _ = require('lodash');
const app = express();
app.get('/api/books', (req, res) => res.json(_.sortBy([{ title: 'Emma' }, { title: 'Beloved' }], 'title')));
app.listen(3000);
`,
  },
];

const FASTAPI_WITH_REQUESTS: ProjectFile[] = [
  { path: 'requirements.txt', content: 'fastapi\nuvicorn\nrequests>=2.31\n' },
  {
    path: 'main.py',
    content: `from fastapi import FastAPI
import requests

app = FastAPI()

@app.get("/api/link")
def link(q: str):
    prepared = requests.Request("GET", "https://example.com/search", params={"q": q}).prepare()
    return {"url": prepared.url, "requests": requests.__version__}
`,
  },
];

/** Projects that declare npm and pip packages: installed outside the sandbox, cached, bound read-only. */
describe('Build Studio runner dependencies', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let runner: RunningRunner;
  let http: Http;
  const visitor = (): StudioCaller => ({ ip: uniqueIp(), session: newSessionId() });

  beforeAll(async () => {
    // A uid range no other file's runner uses: files run in parallel, and a slot's uid is what its limits and clean-up go by.
    runner = await startTestRunner('deps', { RUNNER_UID_BASE: '350000' });
    database = await createTestDatabase('build_studio_deps', { migrated: true });
    server = await startInProcessServer({ DATABASE_URL: database.url, RUNNER_URL: runner.url });
    http = request(server.app.getHttpServer());
  });

  afterAll(async () => {
    await server?.close();
    await runner?.close();
    await database?.drop();
  });

  const start = (caller: StudioCaller, projectType: 'nodejs' | 'python', files: ProjectFile[]) =>
    http.post('/api/build-studio/runs').set(studioHeaders(caller)).send({ projectType, files }).expect(200);
  const call = (caller: StudioCaller, id: string, pathname: string) =>
    http.post(`/api/build-studio/runs/${id}/request`).set(studioHeaders(caller)).send({ method: 'GET', path: pathname }).expect(200);
  /** The run's Terminal lines so far (the log stream ends once the app stops). */
  const logLines = async (caller: StudioCaller, id: string, stop: boolean): Promise<string[]> => {
    if (stop) await http.delete(`/api/build-studio/runs/${id}`).set(studioHeaders(caller)).expect(200);
    const response = await fetch(`${server.url}/build-studio/runs/${id}/logs`, { headers: studioHeaders(caller) });
    return parseEvents(await response.text())
      .filter((event) => event.event === 'log')
      .map((event) => (event.data as { text: string }).text);
  };

  it('runs an Express app that requires lodash, and a second project with the same package.json reuses the install', async () => {
    const caller = visitor();
    const run = await start(caller, 'nodejs', EXPRESS_WITH_LODASH);
    expect(run.body).toMatchObject({ status: 'running', entry: 'server.js' });
    const answer = await call(caller, run.body.id, '/api/books');
    expect(JSON.parse(answer.body.body)).toEqual([{ title: 'Beloved' }, { title: 'Emma' }]);
    const first = await logLines(caller, run.body.id, true);
    expect(first.some((line) => line.startsWith('Installing dependencies… npm lodash@^4.17.21'))).toBe(true);

    const other = visitor();
    const again = await start(other, 'nodejs', [...EXPRESS_WITH_LODASH, { path: 'README.md', content: '# Another project\n' }]);
    expect(again.body.status).toBe('running');
    expect(JSON.parse((await call(other, again.body.id, '/api/books')).body.body)).toHaveLength(2);
    const second = await logLines(other, again.body.id, true);
    expect(second).toContain('Dependencies: reusing the installed lodash@^4.17.21 (cached for this package.json).');
    expect(second.some((line) => line.startsWith('Installing dependencies'))).toBe(false);
  });

  it('runs a FastAPI app that imports requests (installed as wheels only)', async () => {
    const caller = visitor();
    const run = await start(caller, 'python', FASTAPI_WITH_REQUESTS);
    expect(run.body).toMatchObject({ status: 'running', entry: 'main.py' });
    const answer = JSON.parse((await call(caller, run.body.id, '/api/link?q=two%20words')).body.body) as { url: string; requests: string };
    expect(answer.url).toBe('https://example.com/search?q=two+words');
    expect(answer.requests).toMatch(/^2\./);
    expect((await logLines(caller, run.body.id, true)).some((line) => line.startsWith('Installing dependencies… pip requests>=2.31'))).toBe(true);
  });

  it('fails a run whose package does not exist with the package tool’s own reason, before the app starts', async () => {
    const caller = visitor();
    const files = [{ ...EXPRESS_WITH_LODASH[0], content: JSON.stringify({ dependencies: { lodash: '99' } }) }, EXPRESS_WITH_LODASH[1]];
    const npm = await start(caller, 'nodejs', files);
    expect(npm.body).toMatchObject({ status: 'failed', reason: 'npm could not install lodash@99: No matching version found for lodash@99.' });

    const pip = await start(caller, 'python', [{ path: 'requirements.txt', content: 'requests==99\n' }, FASTAPI_WITH_REQUESTS[1]]);
    expect(pip.body.status).toBe('failed');
    expect(pip.body.reason).toMatch(/^pip could not install requests==99: Could not find a version that satisfies the requirement requests==99/);
    expect(await logLines(caller, pip.body.id, false)).toContain(pip.body.reason);
  });

  async function generated(projectType: 'nodejs' | 'python', prompt: string): Promise<ProjectFile[]> {
    const events: CodeEvent[] = [];
    for await (const event of new LocalCodeEngine().generate({ prompt, projectType, files: [], history: [], attachment: null })) events.push(event);
    return events.flatMap((event) => (event.type === 'operation' && event.operation.op === 'write' ? [{ path: event.operation.path, content: event.operation.content }] : []));
  }

  it('runs what the offline engine writes when a prompt asks for lodash or requests', async () => {
    const caller = visitor();
    const express = await start(caller, 'nodejs', await generated('nodejs', 'A REST API for a library with books, sorted with lodash'));
    expect(express.body.status).toBe('running');
    const books = JSON.parse((await call(caller, express.body.id, '/api/books?sort=title')).body.body) as { items: Array<{ title: string }> };
    const titles = books.items.map((book) => book.title);
    expect(titles).toHaveLength(2);
    expect(titles).toEqual([...titles].sort());

    const fastapi = await start(caller, 'python', await generated('python', 'An API for a newsroom with articles; fetch pages with requests'));
    expect(fastapi.body.status).toBe('running');
    const fetched = await call(caller, fastapi.body.id, '/api/fetch?url=https://example.com/&q=two%20words');
    expect(fetched.body.status).toBe(502);
    expect(JSON.parse(fetched.body.body)).toEqual({ error: { status: 502, message: 'Could not fetch https://example.com/?q=two+words: ConnectionError' } });
    await http.delete(`/api/build-studio/runs/${fastapi.body.id}`).set(studioHeaders(caller)).expect(200);
  });

  it('refuses a dependency that is not from the registry, without running any tool', async () => {
    const caller = visitor();
    const files = [{ path: 'package.json', content: JSON.stringify({ dependencies: { evil: 'git+https://example.com/evil.git' } }) }, EXPRESS_WITH_LODASH[1]];
    const run = await start(caller, 'nodejs', files);
    expect(run.body).toMatchObject({
      status: 'failed',
      reason: 'package.json: evil must name a registry version or range (git, file, link and URL dependencies are not installed here).',
    });
  });
});
