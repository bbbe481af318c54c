import { Module } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { EnginesModule } from '../../../engines/engines.module';
import { StorageModule } from '../../../storage/storage.module';
import { VideoJobHandler } from './video-job.handler';
import { VideoJobsRepository } from './video-jobs.repository';
import { VIDEO_JOB_SETTINGS, videoJobSettingsFrom } from './video.constants';

/** Consumes video jobs; loaded by processes that run jobs, whether or not they serve `media`. */
@Module({
  imports: [EnginesModule, StorageModule],
  providers: [
    VideoJobHandler,
    VideoJobsRepository,
    { provide: VIDEO_JOB_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => videoJobSettingsFrom(config) },
  ],
})
export class VideoWorkerModule {}
