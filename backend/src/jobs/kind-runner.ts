import type { OnModuleInit } from '@nestjs/common';
import type { JobContext } from './job-context';
import type { JobFailure, JobKind, JobKindSpec } from './job-kind';
import type { JobRunner } from './job-runner.service';

/**
 * The running side of one kind as an area writes it (ARCHITECTURE §7): the kind's spec as declared,
 * registered with this process's JobRunner when its module starts; the area adds `run` and `describeFailure`.
 */
export abstract class KindRunner<TInput extends object, TResult extends object> implements OnModuleInit, JobKind<TInput, TResult> {
  readonly name: string;
  readonly concurrency: number;
  readonly retryLimit: number;
  readonly expireInSeconds: number;
  readonly lostFailure: { code: string; message: string };

  protected constructor(
    private readonly jobRunner: JobRunner,
    kind: JobKindSpec<TInput, TResult>,
  ) {
    ({ name: this.name, concurrency: this.concurrency, retryLimit: this.retryLimit, expireInSeconds: this.expireInSeconds, lostFailure: this.lostFailure } = kind);
  }

  onModuleInit(): void {
    this.jobRunner.register(this);
  }

  abstract run(context: JobContext<TInput>): Promise<TResult>;

  abstract describeFailure(error: unknown): JobFailure;
}
