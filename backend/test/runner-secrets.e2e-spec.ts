import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { RunnerClient } from './runner/runner-client';
import { NODE_HOSTILE_APP, PYTHON_HOSTILE_APP } from './runner/hostile-apps';

/** Secrets a careless deployment could hand the runner: none may reach an app. */
const CANARIES = {
  DATABASE_URL: 'postgres://atelier:canary-db-5f1e@db:5432/atelier',
  OPENAI_API_KEY: 'sk-canary-openai-93ad',
  S3_SECRET_ACCESS_KEY: 'canary-s3-7b20',
  SMTP_URL: 'smtps://mailer:canary-smtp-c4d8@mail.example:465',
};
const TOKEN = 'canary-runner-token-2e6a1f9b';
const SECRET_PARTS = ['canary-db-5f1e', 'canary-openai-93ad', 'canary-s3-7b20', 'canary-smtp-c4d8', TOKEN];

interface Loot {
  /** The secrets the app found in everything it could read. */
  found: string[];
  bytes: number;
  pid1?: string;
  processes: number;
  sockets?: Record<string, string>;
}

const look = `look=${encodeURIComponent(JSON.stringify(SECRET_PARTS))}`;

/**
 * The runner started as deployments start it (`node dist/runner/main.js`), handed the backend's secrets
 * in its environment and its token in a file, runs apps that try every way to read them.
 */
describe('Build Studio runner: apps cannot read any secret of the runner', () => {
  let runner: AppProcess;
  let client: RunnerClient;
  let socketPath: string;

  beforeAll(async () => {
    const dir = makeTempDir('runner-secrets');
    const tokenFile = path.join(dir, 'runner-token');
    writeFileSync(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
    socketPath = path.join(dir, 'runner.sock');
    const port = await freePort();
    runner = new AppProcess(
      {
        ...CANARIES,
        DATA_DIR: dir,
        RUNNER_LISTEN: `127.0.0.1:${port}`,
        RUNNER_WORK_DIR: path.join(dir, 'work'),
        RUNNER_TOKEN_FILE: tokenFile,
        RUNNER_UID_BASE: '310000',
      },
      'dist/runner/main.js',
    );
    client = new RunnerClient(await runner.ready(), TOKEN);
  });

  afterAll(async () => {
    await runner?.stop();
  });

  const expectNothingFound = (found: Loot) => {
    expect(found.found).toEqual([]);
    // It did look: its own environment, /proc and the files it can reach, Express's packages among them.
    expect(found.bytes).toBeGreaterThan(10_000);
  };

  it('says which variables it dropped, and keeps none of them for what it starts', () => {
    const started = JSON.parse(runner.stdout.split('\n').find((line) => line.includes('listening on'))!) as { ignoredVariables: string[] };
    expect(started.ignoredVariables).toEqual(expect.arrayContaining(Object.keys(CANARIES)));
  });

  it('a Node app finds nothing: environment, /proc of every process and ancestor, reachable files, Unix sockets', async () => {
    const app = await client.start('nodejs', [{ path: 'server.js', content: NODE_HOSTILE_APP }]);
    expect(app.status).toBe('running');
    const found = await client.json<Loot>(app.id, `/loot?${look}&runnerSocket=${encodeURIComponent(socketPath)}`);
    await client.stop(app.id);

    expectNothingFound(found);
    // It saw its own sandbox only: bubblewrap's init and itself (no process of the host, the runner's included).
    expect(found.processes).toBeLessThanOrEqual(4);
    // bubblewrap, the sandbox's PID 1, was started with an empty environment (the gate's shell adds PWD).
    expect(found.pid1!.split('\0').filter(Boolean).sort()).toEqual(['PATH=/usr/bin:/bin', 'PWD=/']);
    for (const [socket, result] of Object.entries(found.sockets!)) expect({ socket, result }).toEqual({ socket, result: expect.stringMatching(/^E[A-Z]+$/) });
  });

  it('a Python app finds nothing either', async () => {
    const app = await client.start('python', [{ path: 'main.py', content: PYTHON_HOSTILE_APP }]);
    expect(app.status).toBe('running');
    const found = await client.json<Loot>(app.id, `/loot?${look}`);
    await client.stop(app.id);

    expectNothingFound(found);
    expect(found.processes).toBeLessThanOrEqual(6);
  });

  it("refuses the system calls a web app never needs (seccomp), and allows the ordinary ones", async () => {
    const app = await client.start('python', [{ path: 'main.py', content: PYTHON_HOSTILE_APP }]);
    const results = await client.json<Record<string, string>>(app.id, '/syscalls');
    await client.stop(app.id);
    if ('skipped' in results) return; // the probe speaks x86_64 numbers only

    const refused = 'Operation not permitted';
    const absent = 'Function not implemented';
    expect(results).toEqual({
      ptrace: refused,
      mount: refused,
      unshare: refused,
      setns: refused,
      keyctl: refused,
      bpf: refused,
      perf_event_open: refused,
      userfaultfd: refused,
      process_vm_readv: refused,
      kexec_load: refused,
      clone_newuser: refused,
      clone3: absent,
      io_uring_setup: absent,
      getpid: 'ok',
    });
  });

  it('refuses a caller without the token', async () => {
    const stranger = new RunnerClient(client.baseUrl, 'not-the-token-0123456789');
    await expect(stranger.call('GET', '/health')).rejects.toThrow(/answered 401/);
  });
});
