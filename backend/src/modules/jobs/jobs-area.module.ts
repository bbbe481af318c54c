import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { JobsController } from './jobs.controller';
import { DEFAULT_JOB_STREAM_SETTINGS, JOB_STREAM_SETTINGS, JobStreamService } from './job-stream.service';

/** Area `jobs`: owners follow their durable jobs (GET /api/jobs/:id, its event stream). */
@Module({
  imports: [IdentityModule],
  controllers: [JobsController],
  providers: [
    JobStreamService,
    // A copy per app, so tests can shorten the timings of the app they run.
    { provide: JOB_STREAM_SETTINGS, useFactory: () => ({ ...DEFAULT_JOB_STREAM_SETTINGS }) },
  ],
})
export class JobsAreaModule {}
