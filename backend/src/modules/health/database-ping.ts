export const DATABASE_PING_TIMEOUT_MS = 1000;

/** What the ping uses of TypeORM's DataSource. */
export interface QueryableDatabase {
  query(sql: string): Promise<unknown>;
}

/** `SELECT 1` with a deadline: a hung connection must not hang the health probe. Never throws. */
export async function pingDatabase(dataSource: QueryableDatabase, timeoutMs = DATABASE_PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const query = dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([query, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
