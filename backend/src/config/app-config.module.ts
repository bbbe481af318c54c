import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './app-config.interface';
import { APP_CONFIG, SERVED_MODULES } from './app-config.tokens';
import type { AreaName } from './config.constants';

/** Makes the config read at start (and the areas this process serves) injectable everywhere. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig, servedModules: readonly AreaName[]): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SERVED_MODULES, useValue: servedModules },
      ],
      exports: [APP_CONFIG, SERVED_MODULES],
    };
  }
}
