import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale } from '../../scripts/lib/build.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { FAKE_OPENAI_KEY, FakeOpenAiServer } from './fake-openai-server';
import { E2E_PORTS, e2ePgPort } from './ports';

/** Production builds of every app on their own ports plus the real backend on a fresh embedded PostgreSQL. */
export default async function globalSetup() {
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const setupStarted = Date.now();
  // Only the apps whose sources changed since their last build: a second run starts the stack at once.
  const built = await buildStale({ log });
  const stackStarted = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  // Scene renders a test holds (support/render-gate.ts); scenes it never names render at once.
  const renderGateDir = join(dataDir, 'render-gate');
  mkdirSync(renderGateDir);
  const backendLog: string[] = [];
  const pgPort = await e2ePgPort();
  const openAi = await FakeOpenAiServer.start();
  const stack = await startStack({
    ports: E2E_PORTS,
    backendEnv: {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: pgPort,
      LOG_LEVEL: 'warn',
      PUBLIC_APP_URL: `http://localhost:${E2E_PORTS.shell}`,
      // Every test signs in from 127.0.0.1: the per-IP sign-in limit would otherwise trip mid-run.
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      // The offline engine cannot transcribe: the microphone journey needs a provider, here a local
      // server speaking the OpenAI protocol. Every other capability stays on the offline engine.
      ENGINE_TRANSCRIPTION: 'openai',
      OPENAI_BASE_URL: openAi.baseUrl,
      OPENAI_API_KEY: FAKE_OPENAI_KEY,
      MOVIE_RENDER_GATE_DIR: renderGateDir,
      // Passwords hashed at scrypt's N = 2^12 instead of production's 2^17: the same code for a fraction of the CPU
      // of each test's sign-up (PASSWORD_HASH_COST, test stacks only).
      PASSWORD_HASH_COST: '12',
      // Every test runs its API projects from 127.0.0.1: the per-address run limit would otherwise trip mid-run.
      BUILD_STUDIO_RUNS_PER_MINUTE: '10000',
    },
    // Each test is an owner of its own whose apps idle on for minutes after it ends: room for all of them. The
    // apps' uids (as root) start at 400000, apart from the integration suite's runners
    // (backend/test/support/test-runner.ts), so both suites can run at once: a uid's process limit is machine-wide.
    runnerEnv: { RUNNER_MAX_APPS: '48', RUNNER_UID_BASE: '400000' },
    onBackendOutput: (text) => backendLog.push(text),
  }).catch(async (error: unknown) => {
    console.error(backendLog.join(''));
    await openAi.stop();
    throw error;
  });
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  log(`setup ${seconds(setupStarted, Date.now())} s: builds ${seconds(setupStarted, stackStarted)} s (${built.length} stale), stack start ${seconds(stackStarted, Date.now())} s`);
  process.env.E2E_BACKEND_URL = `http://127.0.0.1:${E2E_PORTS.backend}`;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_PG_PORT = pgPort;
  process.env.E2E_RENDER_GATE_DIR = renderGateDir;
  return async () => {
    await stack.stop();
    await openAi.stop();
    const results = join(import.meta.dirname, '..', 'test-results');
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, 'backend.log'), backendLog.join(''));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
