import { startTestRunner } from './support/test-runner';
import type { SandboxedApp } from '../src/runner/apps/sandboxed-app';
import type { RunningRunner } from '../src/runner/runner';
import { sandboxProcesses } from './support/processes';
import { waitFor } from './support/wait-for';
import { LIMITS_APP } from './runner/limit-apps';

const CPU_SECONDS = 2;
const CPU_PERCENT = 50;
const MEMORY_MB = 256;

/**
 * Per-app limits hold for the app's whole process tree, with control groups where the host lets the
 * runner make them, and with the runner's own watchdog where it does not (RUNNER_CGROUPS=off).
 */
describe.each([
  ['control groups where the host has them', 'auto', 320_000],
  ['the watchdog without control groups', 'off', 320_200],
] as const)('Build Studio runner limits, with %s', (_, mode, uidBase) => {
  let runner: RunningRunner;
  /**
   * The same limits but a CPU budget that is not the subject, for the memory test: holding a tree to its memory
   * limit costs the kernel's reclaim and OOM handling CPU time charged to the app (1.4–1.9 s of it here on a quiet
   * machine, against the 2 s the CPU tests allow; a busy one crossed them and stopped the app for its CPU).
   */
  let roomyRunner: RunningRunner;
  let owner = 0;
  const launched: SandboxedApp[] = [];
  const roomyUidBase = uidBase + 100;

  beforeAll(async () => {
    const limits = {
      RUNNER_CPU_PERCENT: String(CPU_PERCENT),
      RUNNER_MEMORY_MB: String(MEMORY_MB),
      RUNNER_PROCESSES: '48',
      RUNNER_DISK_MB: '16',
      RUNNER_REQUEST_TIMEOUT_SECONDS: '60',
      RUNNER_CGROUPS: mode,
    };
    runner = await startTestRunner(`runner-limits-${mode}`, { ...limits, RUNNER_CPU_SECONDS: String(CPU_SECONDS), RUNNER_UID_BASE: String(uidBase) });
    roomyRunner = await startTestRunner(`runner-limits-${mode}-roomy`, { ...limits, RUNNER_CPU_SECONDS: '60', RUNNER_UID_BASE: String(roomyUidBase) });
    console.log(`runner limits (${mode}): ${runner.limits}`);
  });

  afterAll(async () => {
    await runner?.close();
    await roomyRunner?.close();
  });

  // A test that fails half way leaves no app running into the next, whose processes share this uid range.
  afterEach(async () => {
    await Promise.all(launched.splice(0).filter((app) => app.active).map((app) => app.stop('done')));
  });

  const withGroups = () => runner.limits.startsWith('cgroup');

  async function launch(on: RunningRunner = runner): Promise<SandboxedApp> {
    owner += 1;
    const status = await on.manager.start(`owner-${owner}`, 'nodejs', [{ path: 'server.js', content: LIMITS_APP }]);
    expect(status.status).toBe('running');
    const app = on.manager.find(status.id, `owner-${owner}`);
    launched.push(app);
    return app;
  }

  async function ask<T>(app: SandboxedApp, route: string): Promise<T> {
    const answer = await app.request({ method: 'GET', path: route, headers: {} });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body) as T;
  }

  /** The app's log is the event: wait on it until the runner's stop note arrives. */
  async function untilStopped(app: SandboxedApp): Promise<string | null> {
    while (app.active) await app.logs.waitFor(app.logs.lastSeq, 30_000);
    return app.status().reason;
  }

  it('keeps the root, /etc, /usr and /dev read-only and gives every writable place a size', async () => {
    const app = await launch();
    const written = await ask<Record<string, unknown>>(app, '/write');
    await app.stop('done');

    expect(written).toEqual({
      root: 'EROFS',
      etc: 'EROFS',
      usr: 'EROFS',
      dev: 'EROFS',
      shm: { written: expect.any(Number), refused: 'ENOSPC' },
      tmp: { written: expect.any(Number), refused: 'ENOSPC' },
      app: { written: expect.any(Number), refused: 'ENOSPC' },
    });
    // Filled up to its size (/dev/shm 8 MB, /tmp 16 MB, /app RUNNER_DISK_MB: 16 here), 4 MB at a time, and no further.
    const sizes = { shm: 8, tmp: 16, app: 16 };
    for (const [place, size] of Object.entries(sizes)) {
      const { written: megabytes } = written[place] as { written: number };
      expect({ place, fits: megabytes <= size && megabytes >= size - 4 }).toEqual({ place, fits: true });
    }
  });

  it('holds the memory of its whole process tree, not of each process, to the limit', async () => {
    const app = await launch(roomyRunner);
    // Three children of 150 MB: each under every per-process limit, together past 256 MB.
    const held = ask<{ held: number; killed: number }>(app, '/hold?children=3&mb=150');

    if (withGroups()) {
      const result = await held;
      console.log(`memory (${mode}): ${JSON.stringify(result)}, group peak ${Math.round((app.memoryBytes() ?? 0) / 2 ** 20)} MB`);
      expect(result.held).toBeLessThanOrEqual(1);
      expect(result.killed).toBeGreaterThanOrEqual(2);
      expect(app.memoryBytes()).toBeLessThanOrEqual(MEMORY_MB * 2 ** 20);
      await app.stop('done');
    } else {
      await held.catch(() => undefined); // the app is stopped before it can answer
      expect(await untilStopped(app)).toBe(`Stopped: the app used more than its ${MEMORY_MB} MB of memory.`);
      // The whole tree goes, not just the process that crossed the line (each app runs as its own uid as root).
      await waitFor(() => sandboxProcesses(roomyUidBase, 100).length === 0, 'every process of the tree to end');
    }
  });

  it('stops the app once its whole tree has used its CPU time, each process staying under its own limit', async () => {
    const app = await launch();
    await ask(app, '/spin-children?children=3');

    expect(await untilStopped(app)).toBe(`Stopped: the app used its ${CPU_SECONDS} s of CPU time (a runaway loop?).`);
    await waitFor(() => sandboxProcesses(uidBase, 100).length === 0, 'the spinning children to end');
  });

  it('gives the app its share of a core and no more', async () => {
    if (!withGroups()) return; // without control groups the app only runs at a lower priority
    const app = await launch();
    const { share } = await ask<{ share: number }>(app, '/share?ms=1000');
    await app.stop('done');

    console.log(`cpu share (${mode}): ${share.toFixed(2)} of a core, limit ${CPU_PERCENT / 100}`);
    expect(share).toBeLessThanOrEqual(CPU_PERCENT / 100 + 0.15);
  });

  it('contains a fork bomb: the app keeps answering, the bomb is stopped at the CPU limit and leaves no process behind', async () => {
    const app = await launch();
    await ask(app, '/bomb');
    expect(await ask(app, '/health')).toEqual({ ok: true });

    expect(await untilStopped(app)).toBe(`Stopped: the app used its ${CPU_SECONDS} s of CPU time (a runaway loop?).`);
    await waitFor(() => sandboxProcesses(uidBase, 100).length === 0, 'the sandbox processes to end');
  });
});
