import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createOpenApiDocument } from '../../src/app.setup';
import { createRootLogger } from '../../src/common/root-logger';
import { validateConfig } from '../../src/config/config.validation';
import { type RunningServer, startServer } from '../../src/server';
import { type OpenApiDocument, OpenApiConformance, answersOffDocument, watchAnswers } from './openapi-conformance';
import { TEST_PASSWORD_HASH_COST } from './test-password-hash-cost';

/** Boots the real server (same code path as main.ts) inside the test process, on a random port. */
export async function startInProcessServer(env: Record<string, string>): Promise<RunningServer> {
  const { config, errors } = validateConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...env },
    { defaultDataDir: path.join(tmpdir(), 'atelier-unused'), cwd: process.cwd() },
  );
  if (!config) throw new Error(`test config is invalid:\n${errors.join('\n')}`);
  if (!config.databaseUrl) throw new Error('in-process servers need DATABASE_URL: embedded PostgreSQL is ESM-only');
  const server = await startServer({ ...config, port: 0 }, createRootLogger(config));
  // Every 2xx any test sees is held against the document (README "API types"): see openapi-conformance.setup.ts.
  const conformance = new OpenApiConformance(createOpenApiDocument(server.app) as unknown as OpenApiDocument);
  watchAnswers(server.app.getHttpServer(), conformance, (problems) => problems.forEach((problem) => answersOffDocument.add(problem)));
  return server;
}
