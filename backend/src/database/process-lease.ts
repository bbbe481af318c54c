import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS } from './database-timeouts';
import { DIRECT_DATABASE_URL } from './database.tokens';

/** First half of every lease's advisory-lock key ('ATLR'); the second half is the process's own key. */
export const LEASE_LOCK_NAMESPACE = 0x41544c52;

/**
 * The keys of every process that holds its lease right now, as SQL. A process's PostgreSQL connection
 * ends when the process dies (even by SIGKILL), and its advisory lock with it, so this is exact within
 * moments of a death, without heartbeats.
 */
export const LIVE_LEASE_KEYS_SQL = `SELECT objid::bigint AS key FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND classid = ${LEASE_LOCK_NAMESPACE} AND objsubid = 2
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

/** No lease could be taken: the database is unreachable. */
export class LeaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The process lease could not be taken: the database is unavailable.', options);
    this.name = 'LeaseUnavailableError';
  }
}

/**
 * This process's liveness, as PostgreSQL sees it: a session advisory lock held on a connection of its
 * own. What a process holds in the database (metering reservations, running jobs) is tagged with
 * `holder`; sweepers in any live process release what dead holders left. If the connection drops while
 * the process lives, the lease is reported lost (its holdings may be swept by then) and the next caller
 * takes a new lease, with a new key: anything still running under the old one must stop. Leases are taken
 * on demand, one attempt at a time, so in an outage callers fail as fast as the database refuses (503)
 * and the first call after it is back takes a new lease at once.
 */
@Injectable()
export class ProcessLease implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ProcessLease.name);
  private readonly events = new EventEmitter();
  private client: Client | null = null;
  private current: number | null = null;
  private acquiring: Promise<number> | null = null;
  private closed = false;

  constructor(@Inject(DIRECT_DATABASE_URL) private readonly url: string) {}

  async onModuleInit(): Promise<void> {
    await this.key();
  }

  /** The key of the lease held now, taking one if none is; throws LeaseUnavailableError when that fails. */
  async key(): Promise<number> {
    if (this.current !== null) return this.current;
    this.acquiring ??= this.acquire().finally(() => {
      this.acquiring = null;
    });
    return this.acquiring;
  }

  /** `process:<key>`: what reservations and jobs record as their holder. */
  async holder(): Promise<string> {
    return `process:${await this.key()}`;
  }

  /** Called with the key of a lease that was lost; returns an unsubscribe function. */
  onLost(listener: (key: number) => void): () => void {
    this.events.on('lost', listener);
    return () => this.events.off('lost', listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.current = null;
    await client?.end().catch(() => undefined);
  }

  private async acquire(): Promise<number> {
    if (this.closed) throw new Error('the process lease is closed');
    const client = new Client({
      connectionString: this.url,
      application_name: 'atelier-lease',
      keepAlive: true,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      query_timeout: DATABASE_QUERY_TIMEOUT_MS,
    });
    // Listening before connecting: pg emits 'error' for a connection cut even while a query is pending, and
    // an 'error' nobody listens to would end the process. Until `this.client` is set, lose() ignores it.
    let key = 0;
    client.on('error', () => this.lose(client, key));
    client.on('end', () => this.lose(client, key));
    try {
      await client.connect();
      key = await this.lockFreshKey(client);
      // Shut down while this connection opened: nobody would ever close it.
      if (this.closed) throw new Error('the process lease is closed');
      this.client = client;
      this.current = key;
      return key;
    } catch (error) {
      await client.end().catch(() => undefined);
      this.logger.warn(`process lease not taken: ${String(error)}`);
      throw new LeaseUnavailableError({ cause: error });
    }
  }

  /** A random key nobody holds; a collision (two processes drawing the same key) just draws again. */
  private async lockFreshKey(client: Client): Promise<number> {
    for (;;) {
      const key = randomInt(1, 2 ** 31);
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        LEASE_LOCK_NAMESPACE,
        key,
      ]);
      if (rows[0]?.locked) return key;
    }
  }

  private lose(client: Client, key: number): void {
    if (this.client !== client) return;
    this.client = null;
    this.current = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(`process lease ${key} lost with its database connection; the next call takes a new one`);
    this.events.emit('lost', key);
  }
}
