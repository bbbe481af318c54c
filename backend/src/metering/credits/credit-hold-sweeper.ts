import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { MeteringPool } from '../../database/metering-pool';
import { RELEASE_ABANDONED } from './credits.statements';

/**
 * Refunds credit holds nobody will capture, in every process, at start (a restarted process cleans up after
 * the one that was killed) and then every LEASE_SWEEP_SECONDS: holds of processes whose lease is gone, and
 * holds past their time (a charge no generation claimed). Several processes may sweep at once; each hold is
 * refunded once.
 */
@Injectable()
export class CreditHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CreditHoldSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly pool: MeteringPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepNow().catch((error: unknown) => this.logger.warn(`first credit hold sweep failed: ${String(error)}`));
    this.timer = setInterval(() => {
      void this.sweepNow().catch((error: unknown) => this.logger.warn(`credit hold sweep failed: ${String(error)}`));
    }, this.config.jobs.leaseSweepSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** How many holds were refunded; a sweep already running is joined rather than doubled. */
  sweepNow(): Promise<number> {
    this.running ??= this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweep(): Promise<number> {
    const { rows } = await this.pool.run<{ released: number }>(RELEASE_ABANDONED, []);
    const released = rows[0]?.released ?? 0;
    if (released) this.logger.log(`refunded ${released} credit hold(s) left by processes that are gone or never claimed`);
    return released;
  }
}
