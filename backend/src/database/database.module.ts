import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { buildDataSourceOptions } from './data-source.options';

/** The app's TypeORM connection; migrations have already run (see server.ts) before this connects. */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, logger: Logger): DynamicModule {
    return {
      module: DatabaseModule,
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
