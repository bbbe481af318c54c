import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { MeteringPool } from '../database/metering-pool';
import { PeriodicSweeper } from './periodic-sweeper';
import type { PreparedStatement } from '../database/prepared-statement';
import { sweepStatement } from './metering.statements';

/** A kind of holder other than a process (e.g. `job:`), and the SQL naming those alive now. */
export interface HolderKind {
  /** e.g. `job:`; holders are `<prefix><id>`. */
  prefix: string;
  /** A query of one text column: the live holders of this kind (full `<prefix><id>` strings). */
  liveHoldersSql: string;
}

/**
 * Releases reservations whose holder died, in every process: at start (a restarted process cleans up
 * after the one that was killed) and then every LEASE_SWEEP_SECONDS. Sweeps may run in several processes
 * at once: each reservation is deleted, and its counters freed, exactly once.
 */
@Injectable()
export class ReservationSweeper extends PeriodicSweeper {
  protected readonly logger = new Logger(ReservationSweeper.name);
  protected readonly sweepName = 'reservation sweep';
  private readonly kinds = new Map<string, HolderKind>();
  private statement: PreparedStatement | null = null;

  constructor(
    private readonly pool: MeteringPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** Called while modules initialise, before the first sweep. */
  registerHolderKind(kind: HolderKind): void {
    this.kinds.set(kind.prefix, kind);
    this.statement = null;
  }

  protected intervalSeconds(): number {
    return this.config.jobs.leaseSweepSeconds;
  }

  protected async sweep(): Promise<number> {
    this.statement ??= sweepStatement([...this.kinds.values()]);
    const { rows } = await this.pool.run<{ released: number }>(this.statement, []);
    const released = rows[0]?.released ?? 0;
    if (released) this.logger.log(`released ${released} reservation(s) left by holders that are gone`);
    return released;
  }
}
