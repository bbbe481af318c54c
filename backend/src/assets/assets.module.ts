import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { AssetStore } from './asset-store.service';
import { AssetsRepository } from './assets.repository';
import { createObjectStorage } from './storage/create-object-storage';
import { OBJECT_STORAGE } from './storage/object-storage';

/** Shared kernel: the asset model over the configured object storage (local files or S3). */
@Module({
  providers: [
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStorage(config) },
    AssetsRepository,
    AssetStore,
  ],
  exports: [AssetStore],
})
export class AssetsModule {}
