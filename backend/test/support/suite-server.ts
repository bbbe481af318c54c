import { rmSync } from 'node:fs';
import request from 'supertest';
import type { RunningServer } from '../../src/server';
import type { Http } from './accounts';
import { startInProcessServer } from './in-process-server';
import { makeTempDir } from './temp-dir';
import { type TestDatabase, createTestDatabase } from './test-database';

/** What a suite's hooks open: filled in by `beforeAll`, so read its fields inside tests and hooks only. */
export interface SuiteServer {
  database: TestDatabase;
  server: RunningServer;
  http: Http;
  /** The server's DATA_DIR, when the suite asked for one of its own. */
  dataDir: string;
}

type Env = Record<string, string>;

/**
 * A suite's own database and in-process server, opened before its tests and closed after them.
 * `env` may be a function for settings known only once earlier `beforeAll` hooks have run (a runner's URL); it runs
 * with `database` and `dataDir` made, so it may start what needs them.
 * `dataDir`: the prefix of a fresh DATA_DIR made for the suite and removed after it.
 * `emptyDatabase`: start on an empty database, so the server's start applies every migration (by default the suite's
 * database is a copy of the run's migrated template).
 */
export function useSuiteServer(
  label: string,
  env: Env | (() => Env | Promise<Env>) = {},
  options: { dataDir?: string; emptyDatabase?: boolean } = {},
): SuiteServer {
  const suite = {} as SuiteServer;
  beforeAll(async () => {
    suite.database = await createTestDatabase(label, { migrated: !options.emptyDatabase });
    if (options.dataDir) suite.dataDir = makeTempDir(options.dataDir);
    const extra = typeof env === 'function' ? await env() : env;
    suite.server = await startInProcessServer({ DATABASE_URL: suite.database.url, ...(options.dataDir ? { DATA_DIR: suite.dataDir } : {}), ...extra });
    suite.http = request(suite.server.app.getHttpServer());
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.database?.drop();
    if (suite.dataDir) rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}
