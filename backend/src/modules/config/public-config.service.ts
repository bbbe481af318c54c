import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG, SERVED_MODULES } from '../../config/app-config.tokens';
import type { AreaName } from '../../config/config.constants';
import { PublicConfigResponseDto } from './dto/public-config-response.dto';
import { mapPublicConfig } from './public-config.mapper';

@Injectable()
export class PublicConfigService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVED_MODULES) private readonly servedModules: readonly AreaName[],
  ) {}

  getPublicConfig(): PublicConfigResponseDto {
    return mapPublicConfig(this.config, this.servedModules);
  }
}
