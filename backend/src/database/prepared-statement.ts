/**
 * A statement PostgreSQL parses and plans once per connection, then only binds and runs. Planning a
 * join on every call, plus TypeORM's per-query runner, costs several times the query itself (measured:
 * 3,200 vs 16,900 key lookups/s), so the gateway's hot path runs these on the MeteringPool.
 */
export interface PreparedStatement {
  /** Unique per statement text across the app. */
  name: string;
  text: string;
}

export function prepared(name: string, text: string): PreparedStatement {
  return { name, text };
}
