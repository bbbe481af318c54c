import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createRootLogger } from '../../src/common/root-logger';
import { validateConfig } from '../../src/config/config.validation';
import { type RunningServer, startServer } from '../../src/server';
import { type OpenApiDocument, OpenApiConformance, answersOffDocument, watchAnswers } from './openapi-conformance';
import { TEST_PASSWORD_HASH_COST } from './test-password-hash-cost';

let conformance: OpenApiConformance | undefined;

/**
 * The checker of the run's OpenAPI document (global-setup.ts made it from dist, built from these sources), one per
 * test file. A server serving some areas only is held against the whole document: its answers are a part of it.
 */
function runConformance(): OpenApiConformance {
  const file = process.env.ATELIER_TEST_OPENAPI_DOCUMENT;
  if (!file) throw new Error('ATELIER_TEST_OPENAPI_DOCUMENT is unset: run through jest.integration.config.js');
  conformance ??= new OpenApiConformance(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument);
  return conformance;
}

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
  watchAnswers(server.app.getHttpServer(), runConformance(), (problems) => problems.forEach((problem) => answersOffDocument.add(problem)));
  return server;
}
