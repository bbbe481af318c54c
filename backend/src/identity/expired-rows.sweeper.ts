import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { runSql } from '../database/run-sql';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can never be used again: ended sessions, notes of revoked ones past their end, spent or expired sign-in links, finished
 * throttle windows. Queries already ignore such rows; this only keeps the tables small. Running it
 * on several instances at once is harmless.
 */
@Injectable()
export class ExpiredRowsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExpiredRowsSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      const sessions = await runSql(
        this.manager,
        'DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(days => $1)',
        [this.config.sessions.idleDays],
      );
      const revoked = await runSql(this.manager, 'DELETE FROM revoked_sessions WHERE expires_at <= now()');
      const links = await runSql(this.manager, 'DELETE FROM magic_links WHERE expires_at <= now()');
      const windows = await runSql(this.manager, 'DELETE FROM auth_throttle WHERE window_ends_at <= now()');
      if (sessions.rowCount + revoked.rowCount + links.rowCount + windows.rowCount === 0) return;
      this.logger.log(
        `swept ${sessions.rowCount} ended sessions, ${revoked.rowCount} revocation notes, ${links.rowCount} expired sign-in links, ` +
          `${windows.rowCount} finished throttle windows`,
      );
    } catch (error) {
      this.logger.warn(`sweeping expired sign-in data failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}
