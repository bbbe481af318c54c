import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { AttemptSupersededError } from './job-context';
import type { ConsumedJob, JobConsumer } from './jobs.constants';
import { retryWhileUnavailable } from './retry-while-unavailable';

/** The part of pg-boss a loop uses. */
export type DeliverySource = Pick<PgBoss, 'fetch' | 'complete' | 'fail'>;

export interface DeliveryLoopOptions {
  /** How long an idle loop waits before it asks for work again. */
  pollingIntervalMs: number;
  /** First wait before writing a delivery's outcome again while the database is unreachable; doubles up to the maximum. */
  settleRetryMs: number;
  settleRetryMaxMs: number;
}

/**
 * One consumer slot: fetches a delivery, runs its handler, and records the outcome in pg-boss, one
 * delivery at a time. It replaces pg-boss's `work()`, whose worker writes the outcome without awaiting
 * it (pg-boss 10.4: `this.complete(…)` / `this.fail(…)` in manager.js), so a database outage during a
 * job rejected a promise nobody held and ended the process. Here every write is awaited: an outcome that
 * cannot be written while the database is unreachable is written again until it is back (README,
 * "Jobs and database outages"), so the job goes on as soon as it is.
 */
export class DeliveryLoop {
  private readonly stopping = new AbortController();
  private current: ConsumedJob<object> | null = null;
  private loop: Promise<void> | null = null;
  private idle: AbortController | null = null;
  /** Set by a wake() during a fetch that then found nothing: the wait after it is skipped. */
  private woken = false;

  constructor(
    private readonly source: DeliverySource,
    private readonly consumer: JobConsumer<object>,
    private readonly options: DeliveryLoopOptions,
    private readonly logger: Logger,
  ) {}

  get queue(): string {
    return this.consumer.queue;
  }

  /** The delivery in hand, if any. */
  get delivery(): ConsumedJob<object> | null {
    return this.current;
  }

  start(): void {
    // run() catches everything it awaits; the catch is for a bug in it, which must not end the process.
    this.loop ??= this.run().catch((error: unknown) => this.logger.error(`job loop for ${this.consumer.queue} stopped: ${String(error)}`));
  }

  /** Ends an idle wait at once: a job was just sent to this queue from this process. */
  wake(): void {
    this.woken = true;
    this.idle?.abort();
  }

  /** Stops fetching; resolves once the delivery in hand (if any) is done and its outcome written. */
  stop(): Promise<void> {
    this.stopping.abort();
    return this.loop ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      this.woken = false;
      const job = await this.fetch();
      if (!job) {
        await this.pause(this.options.pollingIntervalMs);
        continue;
      }
      this.current = job;
      try {
        await this.settle(job, await this.handle(job));
      } finally {
        this.current = null;
      }
    }
  }

  /** Null when the handler succeeded; what it threw otherwise. */
  private async handle(job: ConsumedJob<object>): Promise<{ error: unknown } | null> {
    try {
      await this.consumer.handle(job);
      return null;
    } catch (error) {
      return { error };
    }
  }

  private async fetch(): Promise<ConsumedJob<object> | null> {
    try {
      const [job] = await this.source.fetch<object>(this.consumer.queue, { batchSize: 1, includeMetadata: true });
      return job ? toConsumedJob(job) : null;
    } catch (error) {
      // pg-boss 10 swallows fetch errors itself; a future one may not.
      this.logger.warn(`fetching a job from ${this.consumer.queue} failed: ${String(error)}`);
      return null;
    }
  }

  /**
   * Completes or fails the delivery. An attempt that was superseded leaves it alone: its job was handed
   * to another attempt (whose delivery this would end) or its lease was lost, in which case the
   * supervisor hands the job on once it sees the lease gone (job-supervisor.service.ts).
   */
  private async settle(job: ConsumedJob<object>, outcome: { error: unknown } | null): Promise<void> {
    if (outcome?.error instanceof AttemptSupersededError) return;
    const write = outcome
      ? () => this.source.fail(this.consumer.queue, job.id, { message: messageOf(outcome.error) })
      : () => this.source.complete(this.consumer.queue, job.id);
    const name = `job ${job.id} (${this.consumer.queue})`;
    try {
      await retryWhileUnavailable(write, {
        // Once stopping, pg-boss's expiry or the supervisor takes an unwritten delivery over instead.
        signal: this.stopping.signal,
        waitMs: this.options.settleRetryMs,
        maxWaitMs: this.options.settleRetryMaxMs,
        onRetry: (error, tries) => {
          if (tries === 1) this.logger.warn(`${name}: outcome not written, the database is unavailable (${String(error)}); trying again`);
        },
      });
    } catch (error) {
      this.logger.error(`${name}: outcome not written: ${String(error)}`);
    }
  }

  /** Waits, unless stop() ends the wait first. */
  private async pause(ms: number): Promise<void> {
    if (this.woken) return;
    this.idle = new AbortController();
    try {
      await sleep(ms, undefined, { signal: AbortSignal.any([this.stopping.signal, this.idle.signal]) }).catch(() => undefined);
    } finally {
      this.idle = null;
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toConsumedJob<T extends object>(job: PgBoss.JobWithMetadata<T>): ConsumedJob<T> {
  return {
    id: job.id,
    data: job.data,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    expireInSeconds: job.expireInSeconds,
  };
}
