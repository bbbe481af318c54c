import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { buildDataSourceOptions } from './data-source.options';
import { METERING_DATABASE_URL, MeteringPool } from './metering-pool';

/**
 * The app's TypeORM connection, and the metering pool for usage counters; migrations have already run
 * (see server.ts) before either connects.
 */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, logger: Logger): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [{ provide: METERING_DATABASE_URL, useValue: url }, MeteringPool],
      exports: [MeteringPool],
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
