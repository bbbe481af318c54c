import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { queueOf } from './job-kind';
import { JobQueue } from './job-queue.service';
import type { SqlExecutor } from './jobs.constants';
import { JobsRepository } from './jobs.repository';

/**
 * Hands the jobs of dead workers to live ones within seconds, instead of at the attempt's expiry (15
 * minutes for a video): a worker's lease ends with its process, so an active job whose worker holds no
 * lease is requeued and its delivery failed into a pg-boss retry. Runs in every process that runs jobs,
 * at start and every LEASE_SWEEP_SECONDS; several supervisors at once requeue each job once.
 */
@Injectable()
export class JobSupervisor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobSupervisor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly rows: JobsRepository,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.queue.consumes) return;
    const pass = () =>
      void this.superviseNow().catch((error: unknown) => this.logger.warn(`job supervision failed: ${String(error)}`));
    this.timer = setInterval(pass, this.config.jobs.leaseSweepSeconds * 1000);
    this.timer.unref();
    // pg-boss starts in JobQueue's own bootstrap hook; the first pass runs once it is up.
    void this.queue.whenStarted().then(pass, () => undefined);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** How many jobs were handed back; a pass already running is joined. */
  superviseNow(): Promise<number> {
    this.running ??= this.supervise().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Each job's delivery is failed and its row requeued in one transaction (JobsRepository.handOnOrphan), so
   * supervisors in several processes, or a pass and the attempt's own hand-over, never fail a delivery twice.
   */
  private async supervise(): Promise<number> {
    if (!this.queue.started) return 0;
    let requeued = 0;
    for (const orphan of await this.rows.findOrphans()) {
      const failDelivery = (db: SqlExecutor) => this.queue.fail(queueOf(orphan.kind), orphan.id, 'its worker stopped', db);
      if (await this.rows.handOnOrphan(orphan.id, orphan.worker, failDelivery)) requeued += 1;
    }
    if (requeued) this.logger.warn(`handed ${requeued} job(s) whose worker stopped to a live worker`);
    return requeued;
  }
}
