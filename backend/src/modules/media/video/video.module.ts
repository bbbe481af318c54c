import { Module } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { IdentityModule } from '../../../identity/identity.module';
import { VIDEO_JOB_SETTINGS, videoJobSettingsFrom } from './video.constants';
import { VideoController } from './video.controller';
import { VideoService } from './video.service';

/**
 * The HTTP side of video (part of area `media`): submits jobs and follows them. The jobs run
 * wherever VideoWorkerModule is loaded (WORKER=1, or the all-in-one process).
 */
@Module({
  imports: [IdentityModule],
  controllers: [VideoController],
  providers: [
    VideoService,
    // A copy per app, so tests can shorten the timings of the app they run.
    { provide: VIDEO_JOB_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => videoJobSettingsFrom(config) },
  ],
})
export class VideoModule {}
