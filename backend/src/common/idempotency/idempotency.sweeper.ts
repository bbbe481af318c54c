import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { IdempotencyStore } from './idempotency.store';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes idempotency keys past their retention (Stripe prunes keys after at least 24 hours). `begin`
 * already treats such a key as free; this only keeps the table small. Harmless on several instances at once.
 */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IdempotencySweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly store: IdempotencyStore) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** `now` is the clock's (tests pass their own). */
  async sweep(now: Date = new Date()): Promise<number> {
    try {
      const swept = await this.store.sweep(now);
      if (swept > 0) this.logger.log(`swept ${swept} expired idempotency keys`);
      return swept;
    } catch (error) {
      this.logger.warn(`sweeping idempotency keys failed: ${error instanceof Error ? error.message : error}`);
      return 0;
    }
  }
}
