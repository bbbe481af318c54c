import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import { MeteringService } from '../../../metering/metering.service';
import { secondsUntilReset } from '../../../metering/periods';
import type { AnalyticsEventDto, AnalyticsSummaryDto } from '../dto/analytics.dto';
import { MarketingException } from '../marketing.errors';
import { BURST_CAPACITY, BURST_REFILL_PER_SECOND, DAILY_EVENTS, RETENTION_DAYS, SUMMARY_DAYS_DEFAULT } from './analytics.constants';
import { parseTimestamp } from './analytics-validators';
import { BurstLimiter } from '../../../common/burst-limiter';

/** Who sent an event: an account, or a visitor known only by address (which is not stored). */
export interface EventSender {
  userId: string | null;
  ip: string;
}

const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * The studio's analytics events: validated by the DTO, limited per sender (a burst limit in each process
 * and a daily limit across processes, on the metering counters), stored, summarised per account, and
 * deleted after RETENTION_DAYS.
 */
@Injectable()
export class AnalyticsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AnalyticsService.name);
  private readonly bursts = new BurstLimiter(BURST_CAPACITY, BURST_REFILL_PER_SECOND);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metering: MeteringService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      void this.prune().catch((error: unknown) => this.logger.warn(`analytics retention sweep failed: ${String(error)}`));
    }, RETENTION_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async record(sender: EventSender, event: AnalyticsEventDto, now = new Date()): Promise<void> {
    const subject = sender.userId ? `user:${sender.userId}` : `ip:${sender.ip}`;
    const wait = this.bursts.take(subject, now.getTime());
    if (wait) throw MarketingException.rateLimited(wait);
    const reservation = await this.metering.reserve({
      meter: 'analytics.events',
      subjects: [{ subject, limit: DAILY_EVENTS }],
      now,
    });
    if (!reservation) throw MarketingException.rateLimited(secondsUntilReset('day', now));
    try {
      await runSql(
        this.dataSource.manager,
        `INSERT INTO analytics_events (user_id, name, source, meta, client_at, duration_ms, rc, sc)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          sender.userId, event.name, event.source, JSON.stringify(event.meta ?? {}),
          event.timestamp === undefined ? null : parseTimestamp(event.timestamp), event.duration_ms ?? null,
          event.rc ?? null, event.sc ?? null,
        ],
      );
    } catch (error) {
      await reservation.release();
      throw error;
    }
    await reservation.settle();
  }

  /** Counts per UTC day and event name over the last `days` days (today included), for one account. */
  async summary(userId: string, days = SUMMARY_DAYS_DEFAULT): Promise<AnalyticsSummaryDto> {
    const { rows } = await runSql<{ day: string; name: string; count: number; from_day: string; to_day: string }>(
      this.dataSource.manager,
      `WITH range AS (SELECT (now() AT TIME ZONE 'UTC')::date AS to_day)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.name, d.count,
              to_char(r.to_day - ($2::int - 1), 'YYYY-MM-DD') AS from_day, to_char(r.to_day, 'YYYY-MM-DD') AS to_day
       FROM range r
       LEFT JOIN LATERAL (
         SELECT (received_at AT TIME ZONE 'UTC')::date AS day, name, count(*)::int AS count
         FROM analytics_events
         WHERE user_id = $1 AND received_at >= (r.to_day - ($2::int - 1))::timestamp AT TIME ZONE 'UTC'
         GROUP BY 1, 2) d ON true
       ORDER BY d.day, d.name`,
      [userId, days],
    );
    const daily = rows.filter((row) => row.name !== null).map(({ day, name, count }) => ({ day, name, count }));
    const totals = new Map<string, number>();
    for (const { name, count } of daily) totals.set(name, (totals.get(name) ?? 0) + count);
    return {
      days,
      from: rows[0].from_day,
      to: rows[0].to_day,
      daily,
      totals: [...totals].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    };
  }

  private async prune(): Promise<void> {
    await runSql(this.dataSource.manager, `DELETE FROM analytics_events WHERE received_at < now() - make_interval(days => $1)`, [
      RETENTION_DAYS,
    ]);
  }
}
