import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  /** Runs SQL against this database on a short-lived connection. */
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.ATELIER_TEST_ADMIN_URL;
  if (!url) throw new Error('ATELIER_TEST_ADMIN_URL is unset: run through jest.integration.config.js');
  return url;
}

function migratedTemplate(): string {
  const name = process.env.ATELIER_TEST_TEMPLATE_DATABASE;
  if (!name) throw new Error('ATELIER_TEST_TEMPLATE_DATABASE is unset: run through jest.integration.config.js');
  return name;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabaseOptions {
  /**
   * A copy of the run's migrated template (global-setup.ts: every migration applied once per run) instead of an
   * empty database: the app's start then finds its schema up to date. Suites that prove the migrations themselves
   * (their order, the lock, a migration over existing rows) keep an empty one.
   */
  migrated?: boolean;
}

/** Each suite gets its own database on the run's PostgreSQL, so suites never see each other's rows. */
export async function createTestDatabase(label: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `atelier_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? migratedTemplate() : null;
  await withClient(adminUrl(), (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`),
  );
  const url = Object.assign(new URL(adminUrl()), { pathname: `/${name}` }).toString();
  return {
    name,
    url,
    query: async <T>(sql: string, parameters?: unknown[]) =>
      withClient(url, async (client) => (await client.query(sql, parameters)).rows as T[]),
    drop: () =>
      withClient(adminUrl(), async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      }),
  };
}
