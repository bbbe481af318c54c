import request from 'supertest';
import type { RunningServer } from '../../src/server';
import type { Http } from './accounts';
import { startInProcessServer } from './in-process-server';
import { type TestDatabase, createTestDatabase } from './test-database';

/** What a suite's hooks open: filled in by `beforeAll`, so read its fields inside tests and hooks only. */
export interface SuiteServer {
  database: TestDatabase;
  server: RunningServer;
  http: Http;
}

type Env = Record<string, string>;

/**
 * A suite's own database and in-process server, opened before its tests and closed after them.
 * `env` may be a function for settings known only once earlier `beforeAll` hooks have run (a runner's URL, a data dir).
 */
export function useSuiteServer(label: string, env: Env | (() => Env | Promise<Env>) = {}): SuiteServer {
  const suite = {} as SuiteServer;
  beforeAll(async () => {
    suite.database = await createTestDatabase(label);
    const extra = typeof env === 'function' ? await env() : env;
    suite.server = await startInProcessServer({ DATABASE_URL: suite.database.url, ...extra });
    suite.http = request(suite.server.app.getHttpServer());
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.database?.drop();
  });
  return suite;
}
