import { DynamicModule, Global, Module } from '@nestjs/common';
import { JOBS_OPTIONS, JobsOptions } from './jobs.constants';
import { JobQueue } from './job-queue.service';

/**
 * Durable jobs on pg-boss. Present in every process, but pg-boss only starts where an area declared
 * a queue (it enqueues) or a consumer was registered (WORKER=1 or the all-in-one process).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobQueue],
      exports: [JobQueue],
    };
  }
}
