import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool, type QueryResultRow } from 'pg';
import { POOL_TIMEOUTS } from './database-timeouts';
import { GuardedClient } from './guarded-client';
import type { PreparedStatement } from './prepared-statement';

export const METERING_DATABASE_URL = Symbol('METERING_DATABASE_URL');

/** Enough for thousands of counter updates a second; each is a short statement. */
const METERING_CONNECTIONS = 10;

/** Runs a prepared statement inside `MeteringPool.transaction`. */
export type StatementRunner = <T extends QueryResultRow>(
  statement: PreparedStatement,
  values: unknown[],
) => Promise<{ rows: T[]; rowCount: number }>;

/**
 * Connections for usage counters (API metering, demo limits) with synchronous_commit off. Every call
 * of one key updates the same counter row, and a row lock is held until the commit's WAL flush: with
 * synchronous commits one row takes 1,400–2,000 updates/s here, without them 7,000–30,000 (measured).
 * The trade: if PostgreSQL itself crashes, the last fraction of a second of counts can be lost — usage
 * may be under-counted, never over-counted, and the database stays consistent. Nothing else uses these.
 */
@Injectable()
export class MeteringPool implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@Inject(METERING_DATABASE_URL) url: string) {
    this.pool = new Pool({
      connectionString: url,
      options: '-c synchronous_commit=off',
      application_name: 'atelier-metering',
      Client: GuardedClient,
      max: METERING_CONNECTIONS,
      // Kept open through quiet spells: reopening them all at once (each a new PostgreSQL process, SCRAM
      // authentication and its statements prepared again) stalled the first requests of a burst for
      // 100–400 ms (bench:gateway after its idle phases).
      min: METERING_CONNECTIONS,
      // Fail fast in an outage: the request answers 503 instead of waiting (see database-timeouts.ts).
      ...POOL_TIMEOUTS,
    });
    // An idle connection that the server drops must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  /** A named prepared statement: parsed and planned once per connection. */
  async run<T extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<{ rows: T[]; rowCount: number }> {
    const result = await this.pool.query<T>({ name: statement.name, text: statement.text, values });
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  }

  /** Runs `work` in one transaction on one connection; a throw rolls everything back. */
  async transaction<T>(work: (run: StatementRunner) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(async (statement, values) => {
        const answer = await client.query({ name: statement.name, text: statement.text, values });
        return { rows: answer.rows, rowCount: answer.rowCount ?? 0 };
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
