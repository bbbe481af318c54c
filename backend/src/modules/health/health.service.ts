import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_VERSION } from '../../common/app-version';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG, SERVED_MODULES } from '../../config/app-config.tokens';
import type { AreaName } from '../../config/config.constants';
import { pingDatabase } from './database-ping';
import { HealthResponseDto } from './dto/health-response.dto';
import { mapHealth } from './health.mapper';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVED_MODULES) private readonly servedModules: readonly AreaName[],
  ) {}

  async check(): Promise<HealthResponseDto> {
    const databaseUp = await pingDatabase(this.dataSource);
    if (!databaseUp) this.logger.warn('health check: database did not answer SELECT 1 in time');
    return mapHealth({
      databaseUp,
      uptimeSeconds: process.uptime(),
      modules: this.servedModules,
      worker: this.config.worker,
      version: APP_VERSION,
    });
  }
}
