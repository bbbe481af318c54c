import { DynamicModule, Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { createBodyParsers } from './common/body-parsers';
import { ALL_ROUTES } from './common/http-logging.options';
import type { AppConfig } from './config/app-config.interface';
import { AppConfigModule } from './config/app-config.module';
import { APP_CONFIG } from './config/app-config.tokens';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { DatabaseModule } from './database/database.module';
import { OwnershipModule } from './identity/ownership/ownership.module';
import { JobsModule } from './jobs/jobs.module';
import { MeteringModule } from './metering/metering.module';
import type { ModuleSelection } from './modules/module-registry';
import { VISITOR_WORK_CLAIMERS } from './modules/visitor-work-claimers';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  selection: ModuleSelection;
  logger: Logger;
}

/** Root module, assembled per process from the areas BACKEND_MODULES selects. */
@Module({})
export class AppModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(options.config, options.selection.served),
        DatabaseModule.forRoot(options.databaseUrl, options.logger),
        MeteringModule,
        IdempotencyModule,
        OwnershipModule.forRoot(VISITOR_WORK_CLAIMERS),
        JobsModule.forRoot({
          databaseUrl: options.databaseUrl,
          consume: options.selection.consumesJobs,
          maintenanceIntervalSeconds: options.config.jobs.maintenanceIntervalSeconds,
        }),
        ...options.selection.modules,
        ...options.selection.jobConsumerModules,
      ],
    };
  }

  /**
   * Body parsing is middleware of this module rather than Express-level so it runs after the
   * request-logging middleware (app.setup.ts): rejected bodies still get a request id and a log line.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(...createBodyParsers(this.config.bodyLimitBytes)).forRoutes(ALL_ROUTES);
  }
}
