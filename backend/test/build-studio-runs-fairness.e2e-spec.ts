import { startTestRunner } from './support/test-runner';
import type { ProjectFile } from '../src/engines/code/code-engine';
import type { RunningRunner } from '../src/runner/runner';
import { type StudioCaller, studioHeaders } from './build-studio.support';
import { newSessionId } from './chat.support';
import { uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const SLOTS = 4;

/** The smallest app that listens: enough to hold a slot. */
const IDLE_APP: ProjectFile[] = [{ path: 'server.js', content: "require('node:http').createServer((q, s) => s.end('ok')).listen(3000);" }];
/** A project the runner refuses at once (no entry file): a run that costs nothing but still counts. */
const NO_ENTRY: ProjectFile[] = [{ path: 'notes.txt', content: 'nothing to run' }];

/** The runner's slots through the backend's API: each owner's fair share, and the rate of runs. */
describe('Build Studio runs: fair slots per owner and a rate limit (real runner)', () => {
  let runner: RunningRunner;
  afterAll(async () => {
    await runner?.close();
  });
  const suite = useSuiteServer(
    'build_studio_runs_fairness',
    async () => {
      runner = await startTestRunner('runs-fairness', { RUNNER_MAX_APPS: String(SLOTS), RUNNER_SLOTS_PER_OWNER: '2', RUNNER_UID_BASE: '340000' });
      return { RUNNER_URL: runner.url };
    },
  );

  const visitor = (): StudioCaller => ({ ip: uniqueIp(), session: newSessionId() });
  const start = (caller: StudioCaller, files = IDLE_APP) => suite.http.post('/api/build-studio/runs').set(studioHeaders(caller)).send({ projectType: 'nodejs', files });
  const state = async (caller: StudioCaller, id: string) =>
    (await suite.http.get(`/api/build-studio/runs/${id}`).set(studioHeaders(caller)).expect(200)).body as { status: string; reason: string | null };
  const running = async (caller: StudioCaller, id: string) => (await state(caller, id)).status;

  it("keeps each owner's share: a full runner answers busy, and an owner's third run replaces their own oldest", async () => {
    const a = visitor();
    const b = visitor();
    const a1 = (await start(a).expect(200)).body.id as string;
    const a2 = (await start(a).expect(200)).body.id as string;
    const b1 = (await start(b).expect(200)).body.id as string;
    const b2 = (await start(b).expect(200)).body.id as string;
    expect([await running(a, a1), await running(a, a2), await running(b, b1), await running(b, b2)]).toEqual(['running', 'running', 'running', 'running']);

    const c = visitor();
    const busy = await start(c).expect(429);
    expect(busy.body).toEqual({ statusCode: 429, code: 'RUNNER_BUSY', message: 'All preview slots are busy. Try again in a minute.' });
    expect(busy.headers['retry-after']).toBe('60');
    expect([await running(a, a1), await running(a, a2), await running(b, b1), await running(b, b2)]).toEqual(['running', 'running', 'running', 'running']);

    const a3 = (await start(a).expect(200)).body.id as string;
    expect(await running(a, a3)).toBe('running');
    expect(await state(a, a1)).toEqual(expect.objectContaining({ status: 'stopped', reason: expect.stringContaining('Stopped: replaced by a newer run') }));
    expect([await running(a, a2), await running(b, b1), await running(b, b2)]).toEqual(['running', 'running', 'running']);

    // Room again once an owner stops one of theirs.
    await suite.http.delete(`/api/build-studio/runs/${b1}`).set(studioHeaders(b)).expect(200);
    const c1 = (await start(c).expect(200)).body.id as string;
    expect(await running(c, c1)).toBe('running');
    for (const [caller, id] of [[a, a2], [a, a3], [b, b2], [c, c1]] as const) await suite.http.delete(`/api/build-studio/runs/${id}`).set(studioHeaders(caller)).expect(200);
  });

  it('limits runs to 10 a minute per owner and per address, with Retry-After', async () => {
    const owner = visitor();
    for (let i = 0; i < 10; i++) expect((await start(owner, NO_ENTRY).expect(200)).body.status).toBe('failed');

    const limited = await start(owner, NO_ENTRY).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, code: 'RUN_RATE_LIMITED', message: expect.stringMatching(/^Too many runs\. Try again in \d+ seconds?\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same owner from another address, and another browser from the same address, wait too.
    await start({ ...owner, ip: uniqueIp() }, NO_ENTRY).expect(429);
    const neighbour = await start({ ip: owner.ip, session: newSessionId() }, NO_ENTRY).expect(429);
    expect(neighbour.body.code).toBe('RUN_RATE_LIMITED');
    // Nobody else does.
    await start(visitor(), NO_ENTRY).expect(200);
  });
});
