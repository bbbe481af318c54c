import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Reads the development outbox (mail is stored, not sent, when SMTP_URL is unset) straight from the
 * e2e stack's PostgreSQL, as an operator would, and returns the newest sign-in link sent to `email`.
 */
export async function latestMagicLink(email: string): Promise<string> {
  const rows = await queryStack<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1', [email.toLowerCase()]);
  const link = /https?:\/\/\S+\/login\?magic=[^\s"<>]+/.exec(rows[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link in the outbox for ${email}`);
  return link;
}

/** Runs one query against the e2e stack's PostgreSQL (as an operator would) and returns its rows. */
export async function queryStack<Row extends Record<string, unknown>>(sql: string, values: unknown[]): Promise<Row[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (global setup)');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_PG_PORT),
    user: 'postgres',
    password: readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
    database: 'atelier',
  });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
