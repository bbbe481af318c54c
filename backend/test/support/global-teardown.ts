import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { TEST_POSTGRES_GLOBAL, type TestPostgres } from './global-setup';

/**
 * Sessions still open on the run's PostgreSQL once every suite is done: a suite that leaked them (an app or
 * pool it never closed) would have them cut off by the shutdown below, and a connection without an error
 * listener turns that into an uncaught error that fails the whole run after every test passed.
 */
async function leakedSessions(adminUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string; sessions: string; application_name: string }>(
      `SELECT datname, application_name, count(*) AS sessions FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND datname IS NOT NULL AND pid <> pg_backend_pid()
        GROUP BY datname, application_name`,
    );
    return rows.map((row) => `${row.datname} (${row.sessions}${row.application_name ? `, ${row.application_name}` : ''})`);
  } finally {
    await client.end();
  }
}

export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as Record<string, unknown>)[TEST_POSTGRES_GLOBAL] as TestPostgres | undefined;
  if (!postgres) return;
  const adminUrl = process.env.ATELIER_TEST_ADMIN_URL;
  if (adminUrl && postgres.process.exitCode === null) {
    const leaked = await leakedSessions(adminUrl).catch((error: Error) => [`(could not list sessions: ${error.message})`]);
    if (leaked.length) console.warn(`integration teardown: sessions left open by suites: ${leaked.join(', ')}`);
  }
  if (postgres.process.exitCode === null) {
    const exited = new Promise((resolve) => postgres.process.once('exit', resolve));
    postgres.process.kill('SIGTERM');
    await exited;
  }
  // PostgreSQL's last writes can race the removal; retry instead of failing a run whose tests all passed.
  rmSync(postgres.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  const openApiDocument = process.env.ATELIER_TEST_OPENAPI_DOCUMENT;
  if (openApiDocument) rmSync(path.dirname(openApiDocument), { recursive: true, force: true });
}
