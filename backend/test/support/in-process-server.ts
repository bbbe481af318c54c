import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createRootLogger } from '../../src/common/root-logger';
import { validateConfig } from '../../src/config/config.validation';
import { type RunningServer, startServer } from '../../src/server';

/** Boots the real server (same code path as main.ts) inside the test process, on a random port. */
export async function startInProcessServer(env: Record<string, string>): Promise<RunningServer> {
  const { config, errors } = validateConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    { defaultDataDir: path.join(tmpdir(), 'atelier-unused'), cwd: process.cwd() },
  );
  if (!config) throw new Error(`test config is invalid:\n${errors.join('\n')}`);
  if (!config.databaseUrl) throw new Error('in-process servers need DATABASE_URL: embedded PostgreSQL is ESM-only');
  return startServer({ ...config, port: 0 }, createRootLogger(config));
}
