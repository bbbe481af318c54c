import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale } from '../../scripts/lib/build.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_PORTS } from './ports';

/** Production builds of every app on their own ports plus the real backend on a fresh embedded PostgreSQL. */
export default async function globalSetup() {
  await buildStale({ log: (line) => console.log(`[e2e] ${line}`) });
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const backendLog: string[] = [];
  const stack = await startStack({
    ports: E2E_PORTS,
    backendEnv: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54420', LOG_LEVEL: 'warn' },
    onBackendOutput: (text) => backendLog.push(text),
  }).catch((error: unknown) => {
    console.error(backendLog.join(''));
    throw error;
  });
  process.env.E2E_BACKEND_URL = `http://127.0.0.1:${E2E_PORTS.backend}`;
  return async () => {
    await stack.stop();
    const results = join(import.meta.dirname, '..', 'test-results');
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, 'backend.log'), backendLog.join(''));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
