import { type QueryableDatabase, pingDatabase } from './database-ping';

const dataSourceWhoseQuery = (query: () => Promise<unknown>): QueryableDatabase => ({ query });

describe(pingDatabase.name, () => {
  it('is true when SELECT 1 answers', async () => {
    await expect(pingDatabase(dataSourceWhoseQuery(async () => [{ '?column?': 1 }]))).resolves.toBe(true);
  });

  it('is false when the query fails', async () => {
    await expect(pingDatabase(dataSourceWhoseQuery(() => Promise.reject(new Error('ECONNREFUSED'))))).resolves.toBe(
      false,
    );
  });

  it('is false once the deadline passes on a query that hangs', async () => {
    const started = Date.now();

    await expect(pingDatabase(dataSourceWhoseQuery(() => new Promise(() => undefined)), 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
