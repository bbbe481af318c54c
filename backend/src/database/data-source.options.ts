import type { Logger } from 'pino';
import type { DataSourceOptions } from 'typeorm';
import { POOL_TIMEOUTS } from './database-timeouts';
import { GuardedClient } from './guarded-client';
import { MIGRATIONS } from './migrations';
import { TypeOrmPinoLogger } from './typeorm-pino.logger';

export const MIGRATIONS_TABLE = 'migrations';

/** `app`: the API's connections, which fail fast; `migrations`: schema changes, which may take their time. */
export type DataSourcePurpose = 'app' | 'migrations';

/** Shared by the app, the migrate CLI and the TypeORM CLI; schema changes only ever come from migrations. */
export function buildDataSourceOptions(url: string, logger?: Logger, purpose: DataSourcePurpose = 'app'): DataSourceOptions {
  // `?host=/dir` selects a Unix socket (as libpq and pg read it); TypeORM's own URL parser drops it.
  const socketDir = new URL(url).searchParams.get('host');
  return {
    type: 'postgres',
    url,
    extra: { ...(socketDir ? { host: socketDir } : {}), ...(purpose === 'app' ? POOL_TIMEOUTS : {}), Client: GuardedClient },
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
