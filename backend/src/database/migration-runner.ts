import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source.options';

/** Arbitrary constant shared by every Atelier process: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_301_946_021;

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so processes starting together
 * apply each migration exactly once; the others wait, then find nothing left to do.
 */
export async function runMigrationsUnderLock(dataSource: DataSource, logger: Logger): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY]);
    if (!locked) {
      logger.info('another process is running migrations; waiting for it to finish');
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Connects, migrates, disconnects: used at start (RUN_MIGRATIONS) and by `dist/cli/migrate.js`. */
export async function migrateDatabase(url: string, logger: Logger): Promise<string[]> {
  const dataSource = await new DataSource(buildDataSourceOptions(url, logger, 'migrations')).initialize();
  try {
    const applied = await runMigrationsUnderLock(dataSource, logger);
    logger.info(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
    return applied;
  } finally {
    await dataSource.destroy();
  }
}
