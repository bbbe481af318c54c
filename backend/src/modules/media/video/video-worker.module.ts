import { Module } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { AssetsModule } from '../../../assets/assets.module';
import { EnginesModule } from '../../../engines/engines.module';
import { VideoJobRunner } from './video-job.runner';
import { VIDEO_JOB_SETTINGS, videoJobSettingsFrom } from './video.constants';

/** Runs video jobs; loaded by processes that run jobs, whether or not they serve `media`. */
@Module({
  imports: [EnginesModule, AssetsModule],
  providers: [
    VideoJobRunner,
    { provide: VIDEO_JOB_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => videoJobSettingsFrom(config) },
  ],
})
export class VideoWorkerModule {}
