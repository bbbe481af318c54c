import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PreparedStatement, prepared, runPrepared } from '../database/prepared-statement';
import { runSql } from '../database/run-sql';
import type { UsageCounts } from './usage-period';

export type MeteredUnit = 'images' | 'videos';

// SET reads the row before the update: last_token_grant gets exactly what this statement added.
const RESERVE_TOKENS = prepared(
  'api-usage.reserve-tokens',
  `INSERT INTO api_usage AS u (user_id, period, tokens_used, last_token_grant)
   SELECT $1, $2, LEAST($4::bigint, $5::bigint), LEAST($4::bigint, $5::bigint) WHERE $3::bigint <= $5::bigint
   ON CONFLICT (user_id, period) DO UPDATE
     SET last_token_grant = LEAST($4::bigint, $5::bigint - u.tokens_used),
         tokens_used = u.tokens_used + LEAST($4::bigint, $5::bigint - u.tokens_used)
     WHERE u.tokens_used + $3::bigint <= $5::bigint
   RETURNING last_token_grant`,
);
const RELEASE_TOKENS = prepared(
  'api-usage.release-tokens',
  'UPDATE api_usage SET tokens_used = GREATEST(tokens_used - $3::bigint, 0) WHERE user_id = $1 AND period = $2',
);
/** Column names come from this closed set only, never from input. */
const UNIT_STATEMENTS = Object.fromEntries(
  (['images', 'videos'] as const).map((unit) => {
    const column = `${unit}_used`;
    return [
      unit,
      {
        reserve: prepared(
          `api-usage.reserve-${unit}`,
          `INSERT INTO api_usage AS u (user_id, period, ${column}) SELECT $1, $2, 1 WHERE $3::integer >= 1
           ON CONFLICT (user_id, period) DO UPDATE SET ${column} = u.${column} + 1 WHERE u.${column} < $3::integer
           RETURNING ${column}`,
        ),
        release: prepared(
          `api-usage.release-${unit}`,
          `UPDATE api_usage SET ${column} = ${column} - 1 WHERE user_id = $1 AND period = $2 AND ${column} > 0`,
        ),
      },
    ];
  }),
) as Record<MeteredUnit, { reserve: PreparedStatement; release: PreparedStatement }>;

interface UsageRow {
  tokens_used: string;
  images_used: number;
  videos_used: number;
}

/**
 * Monthly API usage per account. Every change is one conditional upsert, so concurrent requests and
 * any number of processes never take the counters past the plan; failed work gives its share back.
 */
@Injectable()
export class ApiUsageService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Reserves up to `wanted` tokens, and at least `minimum`; answers how many were granted, or null
   * when fewer than `minimum` are left. Granting less than wanted lets a nearly spent plan still
   * answer briefly instead of refusing outright.
   */
  async reserveTokens(userId: string, period: string, minimum: number, wanted: number, limit: number): Promise<number | null> {
    const { rows } = await runPrepared<{ last_token_grant: string }>(this.dataSource, RESERVE_TOKENS, [
      userId,
      period,
      minimum,
      wanted,
      limit,
    ]);
    return rows[0] ? Number(rows[0].last_token_grant) : null;
  }

  /** Gives back reserved tokens that were not used (or all of them when the work failed). */
  async releaseTokens(userId: string, period: string, tokens: number): Promise<void> {
    if (tokens <= 0) return;
    await runPrepared(this.dataSource, RELEASE_TOKENS, [userId, period, tokens]);
  }

  /** One image or video, or false when the plan's allowance is used up. */
  async reserveUnit(userId: string, period: string, unit: MeteredUnit, limit: number): Promise<boolean> {
    const { rows } = await runPrepared(this.dataSource, UNIT_STATEMENTS[unit].reserve, [userId, period, limit]);
    return rows.length > 0;
  }

  async releaseUnit(userId: string, period: string, unit: MeteredUnit): Promise<void> {
    await runPrepared(this.dataSource, UNIT_STATEMENTS[unit].release, [userId, period]);
  }

  async read(userId: string, period: string): Promise<UsageCounts> {
    const { rows } = await runSql<UsageRow>(
      this.dataSource.manager,
      'SELECT tokens_used, images_used, videos_used FROM api_usage WHERE user_id = $1 AND period = $2',
      [userId, period],
    );
    const row = rows[0];
    return row
      ? { tokens: Number(row.tokens_used), images: row.images_used, videos: row.videos_used }
      : { tokens: 0, images: 0, videos: 0 };
  }
}
