import type { Logger } from 'pino';
import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { TypeOrmPinoLogger } from './typeorm-pino.logger';

export const MIGRATIONS_TABLE = 'migrations';

/** Shared by the app, the migrate CLI and the TypeORM CLI; schema changes only ever come from migrations. */
export function buildDataSourceOptions(url: string, logger?: Logger): DataSourceOptions {
  // `?host=/dir` selects a Unix socket (as libpq and pg read it); TypeORM's own URL parser drops it.
  const socketDir = new URL(url).searchParams.get('host');
  return {
    type: 'postgres',
    url,
    extra: socketDir ? { host: socketDir } : undefined,
    applicationName: 'atelier-api',
    synchronize: false,
    migrationsRun: false,
    migrations: MIGRATIONS,
    migrationsTableName: MIGRATIONS_TABLE,
    connectTimeoutMS: 5000,
    maxQueryExecutionTime: 1000,
    logger: logger ? new TypeOrmPinoLogger(logger) : undefined,
    logging: logger ? ['error', 'warn', 'migration'] : false,
  };
}
