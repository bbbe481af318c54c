import { DynamicModule, Global, Module } from '@nestjs/common';
import { JobHttp } from './http/job-http.service';
import { JobEvents } from './job-events.service';
import { JobQueue } from './job-queue.service';
import { JobRunner } from './job-runner.service';
import { JobSupervisor } from './job-supervisor.service';
import { JOBS_OPTIONS, JobsOptions } from './jobs.constants';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/**
 * Durable jobs: the `jobs` table, delivered by pg-boss. Present in every process; pg-boss only starts
 * where an area declared a kind (to submit) or registered one (WORKER=1 or the all-in-one process), and
 * only processes that run jobs supervise them.
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobQueue, JobsRepository, JobEvents, JobsService, JobRunner, JobSupervisor, JobHttp],
      exports: [JobsService, JobRunner, JobEvents, JobHttp],
    };
  }
}
