/**
 * How long the app's connections wait for PostgreSQL before a request fails with 503 (see
 * common/database-unavailable.ts), instead of holding the client until its own timeout. Every query
 * the API runs takes milliseconds (TypeORM logs those over 1 s as slow), so these only cut outages.
 * Migrations connect without them: they may wait for another process's lock and rebuild big tables.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 2_000;
/** Server side: PostgreSQL cancels a statement running longer (57014), and the connection stays usable. */
export const DATABASE_STATEMENT_TIMEOUT_MS = 3_000;
/** Client side, for a server that no longer answers at all (frozen, or a silent network): it cannot cancel. */
export const DATABASE_QUERY_TIMEOUT_MS = DATABASE_STATEMENT_TIMEOUT_MS + 1_000;

/** Options for a `pg` Pool (TypeORM passes them through `extra`). */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  statement_timeout: DATABASE_STATEMENT_TIMEOUT_MS,
  query_timeout: DATABASE_QUERY_TIMEOUT_MS,
  // Notices a peer that vanished without closing (host down, network cut) on idle connections.
  keepAlive: true,
} as const;
