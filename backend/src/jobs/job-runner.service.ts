import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { ProcessLease } from '../database/process-lease';
import { MeteringService } from '../metering/metering.service';
import { ReservationSweeper } from '../metering/reservation-sweeper';
import { AttemptSupersededError, type JobContext, type JobItemsContext, PaidStepInterruptedError } from './job-context';
import { type JobItem, type JobItemEvent, reduceItems } from './job-items';
import { type JobFailure, type JobKind, deadLetterQueueOf, queueOf } from './job-kind';
import type { JobRecord } from './job-record';
import { JobQueue } from './job-queue.service';
import type { ConsumedJob } from './jobs.constants';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { ProgressWriter } from './progress-writer';
import { OUTAGE_RETRY_DELAYS, retryWhileUnavailable } from './retry-while-unavailable';
import { jobOfKind } from './typed-job';

/** What a delivery carries: the job's id (`videoJobId` from deliveries queued before the jobs table existed). */
export interface JobDelivery {
  jobId?: string;
  videoJobId?: string;
}

/** Progress rows are written at most this often per job: the worker → browser latency budget is 250 ms. */
const PROGRESS_WRITE_MS = 100;

class AttemptTimedOut extends Error {}

/** Item reports go through the job's progress writer, so they reach the row in the order they were made. */
function itemsContext(initial: readonly JobItem[], progress: ProgressWriter): JobItemsContext {
  let items = initial;
  const apply = (event: JobItemEvent, now: boolean) => {
    const next = reduceItems(items, event);
    if (next === items) return Promise.resolve();
    items = next;
    return progress.reportItems(items, now);
  };
  return {
    start: (key, stage) => apply({ type: 'started', key, stage }, true),
    progress: (key, percent, stage) => void apply({ type: 'progress', key, percent, stage }, false),
    complete: (key, result) => apply({ type: 'completed', key, result }, true),
    fail: (key, error) => apply({ type: 'failed', key, error }, true),
  };
}

/**
 * Runs the job kinds registered in this process (when it runs jobs at all): claims the row for an
 * attempt, gives the kind a context, stores the result or the failure, and settles or releases the usage
 * the job holds. An attempt stops when it runs out of time or this process loses its lease (its row may
 * already belong to a newer attempt elsewhere).
 */
@Injectable()
export class JobRunner implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  /** Ends the waits of attempts that could not start yet (the process is stopping). */
  private readonly stopping = new AbortController();
  private readonly running = new Map<AbortController, number>();

  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: JobsService,
    private readonly rows: JobsRepository,
    private readonly lease: ProcessLease,
    private readonly metering: MeteringService,
    private readonly sweeper: ReservationSweeper,
  ) {}

  onModuleInit(): void {
    // Usage held by a job is the job's until it is final; a job that never got its row is swept.
    this.sweeper.registerHolderKind({
      prefix: 'job:',
      liveHoldersSql: `SELECT 'job:' || id FROM jobs WHERE status IN ('queued', 'active')`,
    });
    this.lease.onLost((key) => {
      for (const [controller, owner] of this.running) {
        if (owner === key) controller.abort(new AttemptSupersededError('(lease lost)', 0));
      }
    });
  }

  register<TInput extends object, TResult extends object>(kind: JobKind<TInput, TResult>): void {
    this.jobs.declare(kind);
    this.queue.consume<JobDelivery>({
      queue: queueOf(kind.name),
      concurrency: kind.concurrency,
      handle: (delivery) => this.attempt(kind, delivery),
    });
    this.queue.consume<JobDelivery>({
      queue: deadLetterQueueOf(kind.name),
      concurrency: 1,
      handle: (delivery) => this.giveUp(kind, delivery),
    });
  }

  private async attempt<TInput extends object, TResult extends object>(kind: JobKind<TInput, TResult>, delivery: ConsumedJob<JobDelivery>): Promise<void> {
    const id = delivery.data.jobId ?? delivery.data.videoJobId;
    if (!id) return;
    const begun = await this.begin(id, kind.expireInSeconds);
    if (!begun) return;
    const { key, started } = begun;
    const job = jobOfKind(started, kind);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new AttemptTimedOut()), kind.expireInSeconds * 1000);
    this.running.set(controller, key);
    const progress = new ProgressWriter(
      (update) => this.rows.setProgress(job.id, job.attempt, update.percent, update.stage, update.items),
      PROGRESS_WRITE_MS,
      (error) => this.logger.warn(`progress of job ${job.id} not written: ${String(error)}`),
    );
    try {
      const result = await kind.run(this.contextFor(job, controller.signal, progress));
      await progress.close();
      if (controller.signal.aborted) throw controller.signal.reason;
      const completed = await this.keep(job, controller.signal, () => this.rows.complete(job.id, job.attempt, result));
      if (!completed) throw new AttemptSupersededError(job.id, job.attempt);
      await this.keep(job, controller.signal, () => Promise.all(completed.reservations.map((record) => this.metering.settle(record, record.amount))));
    } catch (error) {
      await progress.close();
      await this.failAttempt(kind, delivery, job, controller.signal.reason ?? error, controller.signal);
    } finally {
      clearTimeout(timer);
      this.running.delete(controller);
    }
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  /**
   * Takes the lease and claims the row for this attempt, waiting while the database is unreachable (README,
   * "Jobs and database outages"): a delivery whose attempt failed before it began would be delivered again at
   * once and fail again, using up every retry of the kind within moments of an outage. The wait ends at the
   * attempt's time limit or when the process stops; the delivery then fails into pg-boss's retry as usual.
   */
  private async begin(id: string, expireInSeconds: number): Promise<{ key: number; started: JobRecord } | null> {
    const signal = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(expireInSeconds * 1000)]);
    return retryWhileUnavailable(
      async () => {
        const key = await this.lease.key();
        const started = await this.rows.start(id, `process:${key}`);
        return started ? { key, started } : null;
      },
      {
        signal,
        ...OUTAGE_RETRY_DELAYS,
        onRetry: (error, tries) => {
          if (tries === 1) this.logger.warn(`job ${id}: attempt not begun, the database is unavailable (${String(error)}); waiting`);
        },
      },
    );
  }

  /**
   * A finished attempt's outcome, stored even if the database is away for a while (README, "Jobs and
   * database outages"): the work is not redone for want of one write. Gives up when the attempt is
   * stopped (out of time, or its lease lost with the connection: the job is then the supervisor's to hand on,
   * and the AttemptSupersededError thrown says so to the delivery loop, which leaves the delivery alone).
   */
  private async keep<T>(job: JobRecord, signal: AbortSignal, write: () => Promise<T>): Promise<T> {
    try {
      return await retryWhileUnavailable(write, {
        signal,
        ...OUTAGE_RETRY_DELAYS,
        onRetry: (error, tries) => {
          if (tries === 1) this.logger.warn(`job ${job.id}: outcome not stored, the database is unavailable (${String(error)}); trying again`);
        },
      });
    } catch (error) {
      throw signal.reason instanceof AttemptSupersededError ? signal.reason : error;
    }
  }

  /**
   * Final failures complete the delivery; retryable ones throw, so pg-boss delivers the job again. A job is
   * handed on by whoever takes its row back from the attempt — the attempt itself (requeue) or, once the
   * attempt's lease is gone, the supervisor (job-supervisor.service.ts) — and only that one fails the delivery:
   * if both did, the second failure would end the next attempt's delivery (or use up a retry), and a kind with
   * one retry would fail for good after a database outage its job had lived through.
   */
  private async failAttempt(kind: JobKind<object, object>, delivery: ConsumedJob<JobDelivery>, job: JobRecord, error: unknown, signal: AbortSignal): Promise<void> {
    if (error instanceof AttemptSupersededError) {
      this.logger.warn(`job ${job.id}: attempt ${job.attempt} stopped, its row belongs to another attempt now`);
      throw error;
    }
    const failure = this.describe(kind, error);
    if (failure.retry && delivery.retryCount < delivery.retryLimit) {
      await this.handOn(job, `${failure.message} Trying again…`, signal);
      throw error;
    }
    const failed = await this.keep(job, signal, () => this.rows.fail(job.id, job.attempt, failure));
    if (failed) await this.keep(job, signal, () => Promise.all(failed.reservations.map((record) => this.metering.release(record))));
  }

  /**
   * Takes the row back for the next attempt, waiting while the database is away. Throws AttemptSupersededError
   * when the row is no longer this attempt's, or when its lease was lost before the row could be written: the
   * supervisor hands the job on then, and the delivery is left to it.
   */
  private async handOn(job: JobRecord, stage: string, signal: AbortSignal): Promise<void> {
    if (!(await this.keep(job, signal, () => this.rows.requeue(job.id, job.attempt, stage)))) {
      throw new AttemptSupersededError(job.id, job.attempt);
    }
  }

  private describe(kind: JobKind<object, object>, error: unknown): JobFailure {
    // An outage is no fault of the job: it is tried again once the database is back, like a lost attempt.
    if (error instanceof AttemptTimedOut || isDatabaseUnavailable(error)) return { ...kind.lostFailure, retry: true };
    if (error instanceof PaidStepInterruptedError) {
      return {
        code: 'PAID_STEP_INTERRUPTED',
        message: 'This job was interrupted while a paid step was running; it was stopped so you are not charged twice.',
        retry: false,
      };
    }
    const failure = kind.describeFailure(error);
    if (failure.code === 'INTERNAL') this.logger.error(`job ${kind.name} failed: ${String(error)}`);
    return failure;
  }

  /** pg-boss gave up (every attempt was lost): the row must not stay queued or active. */
  private async giveUp(kind: JobKind<object, object>, delivery: ConsumedJob<JobDelivery>): Promise<void> {
    const id = delivery.data.jobId ?? delivery.data.videoJobId;
    if (!id) return;
    const failed = await this.rows.fail(id, null, kind.lostFailure);
    if (!failed) return;
    await Promise.all(failed.reservations.map((record) => this.metering.release(record)));
    this.logger.warn(`job ${id} (${kind.name}) failed for good after its attempts were lost`);
  }

  private contextFor<TInput extends object>(job: JobRecord<TInput, object>, signal: AbortSignal, progress: ProgressWriter): JobContext<TInput> {
    const checkpoints = { ...job.checkpoints };
    const checkpoint = async (name: string, value: unknown) => {
      if (!(await this.rows.setCheckpoint(job.id, job.attempt, name, value))) {
        throw new AttemptSupersededError(job.id, job.attempt);
      }
      checkpoints[name] = value;
    };
    const begin = async (name: string) => {
      if (checkpoints[`${name}:started`]) throw new PaidStepInterruptedError(name);
      await checkpoint(`${name}:started`, job.attempt);
    };
    return {
      job,
      input: job.input,
      attempt: job.attempt,
      signal,
      progress: (percent, stage) => progress.report(percent, stage),
      items: itemsContext(job.items, progress),
      recalled: <T>(name: string) => checkpoints[name] as T | undefined,
      checkpoint,
      paidStep: async <T>(name: string, run: () => Promise<T>) => {
        const done = checkpoints[`${name}:result`] as { value: T } | undefined;
        if (done) return done.value;
        await begin(name);
        const value = await run();
        await checkpoint(`${name}:result`, { value });
        return value;
      },
      beginPaidStep: (name: string) => begin(name),
    };
  }
}
