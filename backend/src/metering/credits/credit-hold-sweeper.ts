import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { MeteringPool } from '../../database/metering-pool';
import { PeriodicSweeper } from '../periodic-sweeper';
import { RELEASE_ABANDONED } from './credits.statements';

/**
 * Refunds credit holds nobody will capture, in every process, at start (a restarted process cleans up after
 * the one that was killed) and then every LEASE_SWEEP_SECONDS: holds of processes whose lease is gone, and
 * holds past their time (a charge no generation claimed). Several processes may sweep at once; each hold is
 * refunded once.
 */
@Injectable()
export class CreditHoldSweeper extends PeriodicSweeper {
  protected readonly logger = new Logger(CreditHoldSweeper.name);
  protected readonly sweepName = 'credit hold sweep';

  constructor(
    private readonly pool: MeteringPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected intervalSeconds(): number {
    return this.config.jobs.leaseSweepSeconds;
  }

  protected async sweep(): Promise<number> {
    const { rows } = await this.pool.run<{ released: number }>(RELEASE_ABANDONED, []);
    const released = rows[0]?.released ?? 0;
    if (released) this.logger.log(`refunded ${released} credit hold(s) left by processes that are gone or never claimed`);
    return released;
  }
}
