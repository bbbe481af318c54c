import { type ChildProcess, execFile, spawn } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { createInterface } from 'node:readline';
import { BACKEND_DIR, ensureBuilt } from './build';
import { freePort } from './free-port';
import { makeTempDir } from './temp-dir';

export interface TestPostgres {
  process: ChildProcess;
  dataDir: string;
}

/** Jest shares globals between globalSetup and globalTeardown only. */
export const TEST_POSTGRES_GLOBAL = '__atelierTestPostgres';

/**
 * The backend's OpenAPI document, made once for the run from dist (`scripts/openapi-document.mjs`, as the API types
 * check makes it) while PostgreSQL starts: every in-process server's answers are held against it
 * (in-process-server.ts). Each server had made it again, 120–400 ms of a test file's worker per server.
 */
async function writeOpenApiDocument(): Promise<string> {
  const file = path.join(makeTempDir('test-openapi'), 'openapi.json');
  await promisify(execFile)(process.execPath, [path.join(BACKEND_DIR, 'scripts', 'openapi-document.mjs'), file], { cwd: BACKEND_DIR });
  return file;
}

/** Builds dist if stale, then starts one embedded PostgreSQL for the whole run and makes the OpenAPI document. */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
  const openApiDocument = writeOpenApiDocument();
  const dataDir = makeTempDir('test-pg');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, 'pg-server.mjs'), dataDir, String(port), '--migrated-template'], {
    cwd: BACKEND_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  (globalThis as Record<string, unknown>)[TEST_POSTGRES_GLOBAL] = { process: child, dataDir } satisfies TestPostgres;
  const ready = await new Promise<{ adminUrl: string; templateDatabase: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`test PostgreSQL exited early with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  // Test files run after this and inherit the environment.
  process.env.ATELIER_TEST_ADMIN_URL = ready.adminUrl;
  process.env.ATELIER_TEST_TEMPLATE_DATABASE = ready.templateDatabase;
  process.env.ATELIER_TEST_OPENAPI_DOCUMENT = await openApiDocument;
}
