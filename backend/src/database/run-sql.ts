import type { EntityManager } from 'typeorm';

export interface SqlResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted (for SELECT: rows returned). */
  rowCount: number;
}

/**
 * Raw SQL with one result shape: TypeORM's plain `query()` answers UPDATE/DELETE with `[rows, count]`
 * but INSERT/SELECT with `rows`. Runs inside the manager's transaction when it has one.
 */
export async function runSql<T = Record<string, unknown>>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[] = [],
): Promise<SqlResult<T>> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, parameters, true);
    const rows = (result.records ?? []) as T[];
    return { rows, rowCount: result.affected ?? rows.length };
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
