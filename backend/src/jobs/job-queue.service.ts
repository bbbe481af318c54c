import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DATABASE_CONNECT_TIMEOUT_MS } from '../database/database-timeouts';
import { DeliveryLoop, type DeliveryLoopOptions } from './delivery-loop';
import { JOBS_OPTIONS, JOBS_SCHEMA } from './jobs.constants';
import type { JobConsumer, JobsOptions, QueueSpec, SqlExecutor } from './jobs.constants';
import { OUTAGE_RETRY_DELAYS } from './retry-while-unavailable';

/** Long enough for a local render to finish on SIGTERM; what is still running after it is failed into a retry. */
const SHUTDOWN_GRACE_MS = 8_000;
/** pg-boss's own pool; the app's TypeORM pool is separate. */
const POOL_SIZE = 4;
const LOOP_OPTIONS: DeliveryLoopOptions = {
  pollingIntervalMs: 1_000,
  settleRetryMs: OUTAGE_RETRY_DELAYS.waitMs,
  settleRetryMaxMs: OUTAGE_RETRY_DELAYS.maxWaitMs,
};

/**
 * The process's pg-boss. Areas declare queues and register consumers while modules initialise
 * (onModuleInit); pg-boss starts once the app boots and stops, waiting for running jobs, before
 * the database connections close.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<string, QueueSpec>();
  private readonly consumers: JobConsumer<object>[] = [];
  private boss: PgBoss | null = null;
  private readonly loops: DeliveryLoop[] = [];
  private markStarted: () => void = () => undefined;
  private readonly startedPromise = new Promise<void>((resolve) => {
    this.markStarted = resolve;
  });

  constructor(@Inject(JOBS_OPTIONS) private readonly options: JobsOptions) {}

  /** Whether pg-boss runs in this process now. */
  get started(): boolean {
    return this.boss !== null;
  }

  /** Resolves once pg-boss is running (never, in a process that declared no queue). */
  whenStarted(): Promise<void> {
    return this.startedPromise;
  }

  /** Whether this process runs handlers, or only enqueues for workers elsewhere. */
  get consumes(): boolean {
    return this.options.consume;
  }

  declare(spec: QueueSpec): void {
    this.queues.set(spec.name, spec);
  }

  /** Ignored in a process that only enqueues. */
  consume<T extends object>(consumer: JobConsumer<T>): void {
    if (this.options.consume) this.consumers.push(consumer as unknown as JobConsumer<object>);
  }

  /**
   * Enqueues `data`; with `id`, sending again while that job exists does nothing, which makes
   * "enqueue if not yet enqueued" safe to repeat.
   */
  async send(queue: string, data: object, id?: string): Promise<string | null> {
    const spec = this.queues.get(queue);
    if (!spec || !this.boss) throw new Error(`queue "${queue}" is not declared or pg-boss is not running`);
    const sent = await this.boss.send(queue, data, { ...(id ? { id } : {}), ...queueOptions(spec) });
    // An idle loop here would otherwise find the job only at its next poll, up to a polling interval later.
    for (const loop of this.loops) if (loop.queue === queue) loop.wake();
    return sent;
  }

  /**
   * Fails a delivery now (instead of at its expiry): pg-boss retries it while retries are left. `db`: run pg-boss's
   * statement on that connection (a transaction of the caller's) instead of its pool.
   */
  async fail(queue: string, id: string, reason: string, db?: SqlExecutor): Promise<void> {
    if (!this.boss) throw new Error('pg-boss is not running');
    await this.boss.fail(queue, id, { message: reason }, db ? { db: db as PgBoss.Db } : undefined);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.queues.size && !this.consumers.length) return;
    // pg-boss hands these straight to its pg Pool, whose timeout and keep-alive options its types leave out.
    const options: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number; keepAlive: boolean } = {
      connectionString: this.options.databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: 'atelier-jobs',
      max: POOL_SIZE,
      // Cron schedules are not used; maintenance (expiry → retry, archiving) runs in every process
      // under pg-boss's own lock, so a job whose worker died is retried even while no worker runs.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds,
      // Fail fast in an outage like the app's own pool (requests answer 503); no statement timeout, as
      // pg-boss's maintenance may run long on a big queue.
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    };
    const boss = new PgBoss(options);
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`, error.stack));
    await boss.start();
    this.boss = boss;
    // Dead-letter queues first: a queue's failed jobs are inserted into its dead letter.
    const specs = [...this.queues.values()].sort((a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
    for (const spec of specs) {
      await boss.createQueue(spec.name, { name: spec.name, ...queueOptions(spec) });
    }
    for (const consumer of this.consumers) this.startConsumer(boss, consumer);
    if (this.consumers.length) {
      this.logger.log(`consuming jobs from: ${this.consumers.map((consumer) => consumer.queue).join(', ')}`);
    }
    this.markStarted();
  }

  /**
   * Stops fetching, gives running jobs SHUTDOWN_GRACE_MS to finish, fails the deliveries of those still
   * running into a retry (as pg-boss's own stop does for its workers), then stops pg-boss.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    const loops = this.loops.splice(0);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
    await Promise.race([Promise.all(loops.map((loop) => loop.stop())), grace]);
    clearTimeout(timer);
    for (const loop of loops) {
      const delivery = loop.delivery;
      if (!delivery) continue;
      await boss
        .fail(loop.queue, delivery.id, { message: 'the process stopped while the job ran' })
        .catch((error: unknown) => this.logger.warn(`job ${delivery.id} left to its expiry: ${String(error)}`));
    }
    await boss.stop({ graceful: true, wait: true, timeout: SHUTDOWN_GRACE_MS });
  }

  private startConsumer(boss: PgBoss, consumer: JobConsumer<object>): void {
    // One loop runs one job at a time; `concurrency` loops run that many side by side.
    for (let slot = 0; slot < consumer.concurrency; slot += 1) {
      const loop = new DeliveryLoop(boss, consumer, LOOP_OPTIONS, this.logger);
      this.loops.push(loop);
      loop.start();
    }
  }
}

/** pg-boss checks `'deadLetter' in options`, so an undefined one must be left out rather than set. */
function queueOptions(spec: QueueSpec): { retryLimit: number; expireInSeconds: number; deadLetter?: string } {
  const options = { retryLimit: spec.retryLimit, expireInSeconds: spec.expireInSeconds };
  return spec.deadLetter ? { ...options, deadLetter: spec.deadLetter } : options;
}
