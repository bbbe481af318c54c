// Runs one embedded PostgreSQL for an integration-test run, in its own process so the ESM-only
// package loads natively whatever Jest's module system is. Uses the app's own start-up code.
// Usage: node pg-server.mjs <dataDir> <port> [--migrated-template] (the run's shared server: see
// TEMPLATE_DATABASE). Prints one JSON line when ready; stops on SIGTERM or when stdin closes (the runner died).
import pg from 'pg';
import pino from 'pino';
import embedded from '../../dist/database/embedded-postgres.js';
import migrations from '../../dist/database/migration-runner.js';

const [dataDir, port, ...flags] = process.argv.slice(2);
const MAX_CONNECTIONS = 500;
/** Every migration applied once per run: suites copy it (test-database.ts `migrated`) instead of migrating their own. */
const TEMPLATE_DATABASE = 'atelier_migrated_template';
const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));

const start = () => embedded.startEmbeddedPostgres({ dataDir, port: Number(port), logger });
let server = await start();
const { readFileSync } = await import('node:fs');
const password = readFileSync(embedded.embeddedPasswordFile(dataDir), 'utf8').trim();
const adminUrl = embedded.embeddedDatabaseUrl(Number(port), password, 'postgres');

// Test files run in parallel and each may start several apps with two pools apiece: PostgreSQL's default of
// 100 connections is too few. The setting takes effect on a restart, done once here before any suite connects.
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`ALTER SYSTEM SET max_connections = ${MAX_CONNECTIONS}`);
await admin.end();
await server.stop();
server = await start();

const migratedTemplate = flags.includes('--migrated-template');
if (migratedTemplate) {
  const templateAdmin = new pg.Client({ connectionString: adminUrl });
  await templateAdmin.connect();
  await templateAdmin.query(`CREATE DATABASE ${templateAdmin.escapeIdentifier(TEMPLATE_DATABASE)}`);
  await templateAdmin.end();
  // The app's own migration code; it disconnects when done, as a template must be (CREATE DATABASE … TEMPLATE
  // copies only a database nobody is connected to).
  await migrations.migrateDatabase(embedded.embeddedDatabaseUrl(Number(port), password, TEMPLATE_DATABASE), logger);
}

process.stdout.write(`${JSON.stringify({ ready: true, adminUrl, ...(migratedTemplate ? { templateDatabase: TEMPLATE_DATABASE } : {}) })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
