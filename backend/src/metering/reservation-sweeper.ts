import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { MeteringPool } from '../database/metering-pool';
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
export class ReservationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReservationSweeper.name);
  private readonly kinds = new Map<string, HolderKind>();
  private statement: PreparedStatement | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly pool: MeteringPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called while modules initialise, before the first sweep. */
  registerHolderKind(kind: HolderKind): void {
    this.kinds.set(kind.prefix, kind);
    this.statement = null;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepNow().catch((error: unknown) => this.logger.warn(`first reservation sweep failed: ${String(error)}`));
    this.timer = setInterval(() => {
      void this.sweepNow().catch((error: unknown) => this.logger.warn(`reservation sweep failed: ${String(error)}`));
    }, this.config.jobs.leaseSweepSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** How many reservations were released; a sweep already running is joined rather than doubled. */
  sweepNow(): Promise<number> {
    this.running ??= this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweep(): Promise<number> {
    this.statement ??= sweepStatement([...this.kinds.values()]);
    const { rows } = await this.pool.run<{ released: number }>(this.statement, []);
    const released = rows[0]?.released ?? 0;
    if (released) this.logger.log(`released ${released} reservation(s) left by holders that are gone`);
    return released;
  }
}
