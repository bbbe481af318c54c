import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MeteringPool } from '../database/metering-pool';
import { PreparedStatement, prepared } from '../database/prepared-statement';
import { runSql } from '../database/run-sql';
import type { KeyUse } from './api-key-records';
import type { UsageCounts } from './usage-period';

export type MeteredUnit = 'images' | 'videos';

/** The key's holder and plan allowance (`$1` = key hash), shared by the reserving statements. */
const HOLDER = (allowance: string) => `holder AS (
  SELECT k.id AS key_id, k.user_id, k.last_used_at, p.${allowance} AS allowance
  FROM api_keys k JOIN users u ON u.id = k.user_id JOIN integration_plans p ON p.id = u.api_plan
  WHERE k.key_hash = $1 AND k.revoked_at IS NULL)`;

// One round trip checks the key and reserves. SET reads the row before the update, so
// last_token_grant gets exactly what this statement added.
const RESERVE_TOKENS = prepared(
  'api-usage.reserve-tokens',
  `WITH ${HOLDER('tokens')},
   granted AS (
     INSERT INTO api_usage AS u (user_id, period, tokens_used, last_token_grant)
     SELECT h.user_id, $2, LEAST($4::bigint, h.allowance), LEAST($4::bigint, h.allowance) FROM holder h
     WHERE $3::bigint <= h.allowance
     ON CONFLICT (user_id, period) DO UPDATE
       SET last_token_grant = LEAST($4::bigint, (SELECT allowance FROM holder) - u.tokens_used),
           tokens_used = u.tokens_used + LEAST($4::bigint, (SELECT allowance FROM holder) - u.tokens_used)
       WHERE u.tokens_used + $3::bigint <= (SELECT allowance FROM holder)
     RETURNING last_token_grant)
   SELECT h.key_id, h.user_id, h.last_used_at, (SELECT last_token_grant FROM granted) AS granted FROM holder h`,
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
          `WITH ${HOLDER(unit)},
           counted AS (
             INSERT INTO api_usage AS u (user_id, period, ${column}) SELECT h.user_id, $2, 1 FROM holder h WHERE h.allowance >= 1
             ON CONFLICT (user_id, period) DO UPDATE SET ${column} = u.${column} + 1
               WHERE u.${column} < (SELECT allowance FROM holder)
             RETURNING 1)
           SELECT h.key_id, h.user_id, h.last_used_at, EXISTS (SELECT 1 FROM counted) AS granted FROM holder h`,
        ),
        release: prepared(
          `api-usage.release-${unit}`,
          `UPDATE api_usage SET ${column} = ${column} - 1 WHERE user_id = $1 AND period = $2 AND ${column} > 0`,
        ),
      },
    ];
  }),
) as Record<MeteredUnit, { reserve: PreparedStatement; release: PreparedStatement }>;

interface KeyUseRow<TGranted> {
  key_id: string;
  user_id: string;
  last_used_at: Date | null;
  granted: TGranted;
}

const mapKeyUse = <TIn, TOut>(row: KeyUseRow<TIn> | undefined, granted: (value: TIn) => TOut): KeyUse<TOut> | null =>
  row ? { keyId: row.key_id, userId: row.user_id, lastUsedAt: row.last_used_at, granted: granted(row.granted) } : null;

interface UsageRow {
  tokens_used: string;
  images_used: number;
  videos_used: number;
}

/**
 * Monthly API usage per account. Every reservation is one statement that checks the key and makes a
 * conditional upsert, so concurrent requests and any number of processes never take the counters past
 * the plan; failed work gives its share back.
 */
@Injectable()
export class ApiUsageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metering: MeteringPool,
  ) {}

  /**
   * Checks the key (`keyHash`) and reserves up to `wanted` tokens of its plan, at least `minimum`
   * (granted null when fewer are left); null when the key is unknown or revoked. Granting less than
   * wanted lets a nearly spent plan still answer briefly instead of refusing outright.
   */
  async reserveTokens(keyHash: string, period: string, minimum: number, wanted: number): Promise<KeyUse<number | null> | null> {
    const { rows } = await this.metering.run<KeyUseRow<string | null>>(RESERVE_TOKENS, [keyHash, period, minimum, wanted]);
    return mapKeyUse(rows[0], (granted) => (granted === null ? null : Number(granted)));
  }

  /** Gives back reserved tokens that were not used (or all of them when the work failed). */
  async releaseTokens(userId: string, period: string, tokens: number): Promise<void> {
    if (tokens <= 0) return;
    await this.metering.run(RELEASE_TOKENS, [userId, period, tokens]);
  }

  /** Checks the key and counts one image or video (granted false: the allowance is used up); null for a bad key. */
  async reserveUnit(keyHash: string, period: string, unit: MeteredUnit): Promise<KeyUse<boolean> | null> {
    const { rows } = await this.metering.run<KeyUseRow<boolean>>(UNIT_STATEMENTS[unit].reserve, [keyHash, period]);
    return mapKeyUse(rows[0], (granted) => granted);
  }

  async releaseUnit(userId: string, period: string, unit: MeteredUnit): Promise<void> {
    await this.metering.run(UNIT_STATEMENTS[unit].release, [userId, period]);
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
