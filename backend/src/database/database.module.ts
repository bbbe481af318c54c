import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { buildDataSourceOptions } from './data-source.options';
import { DatabaseNotifications } from './database-notifications';
import { DIRECT_DATABASE_URL } from './database.tokens';
import { METERING_DATABASE_URL, MeteringPool } from './metering-pool';
import { ProcessLease } from './process-lease';

/**
 * The app's TypeORM connection, the metering pool for usage counters, this process's lease and its one
 * connection for PostgreSQL notifications;
 * migrations have already run (see server.ts) before any of them connects.
 */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, logger: Logger): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        { provide: METERING_DATABASE_URL, useValue: url },
        { provide: DIRECT_DATABASE_URL, useValue: url },
        MeteringPool,
        ProcessLease,
        DatabaseNotifications,
      ],
      exports: [MeteringPool, ProcessLease, DatabaseNotifications, DIRECT_DATABASE_URL],
      imports: [
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(url, logger),
          autoLoadEntities: true,
          // A short retry covers a database that is still starting; longer outages should fail the start.
          retryAttempts: 2,
          retryDelay: 1000,
        }),
      ],
    };
  }
}
