import { Injectable } from '@nestjs/common';
import type { PreparedStatement } from '../database/prepared-statement';
import { MeteringService } from '../metering/metering.service';
import { SUBJECT_PARAMETERS_START, subjectReservation } from '../metering/metering.statements';
import type { MeterName } from '../metering/meters';
import type { Reservation } from '../metering/reservation';
import type { UsageCounts } from '../metering/plans/api-prices';

export type MeteredUnit = 'images' | 'videos';

/** A live key's use, checked and reserved in one statement: whose key it is, and what was held. */
export interface KeyUse {
  keyId: string;
  userId: string;
  lastUsedAt: Date | null;
  /** Null when the plan had no room. */
  reservation: Reservation | null;
}

interface KeyRow {
  subject: string;
  key_id: string;
  user_id: string;
  last_used_at: Date | null;
}

/** The key's account and its plan's monthly allowance of one unit; column names come from this closed set only. */
const keyHolder = (allowance: 'tokens' | MeteredUnit) => `
  SELECT 'account:' || k.user_id AS subject, p.${allowance}::bigint AS lim, k.id AS key_id, k.user_id, k.last_used_at
  FROM api_keys k JOIN users u ON u.id = k.user_id JOIN integration_plans p ON p.id = u.api_plan
  WHERE k.key_hash = $${SUBJECT_PARAMETERS_START} AND k.revoked_at IS NULL`;

const RESERVE: Readonly<Record<'tokens' | MeteredUnit, { statement: PreparedStatement; meter: MeterName }>> = {
  tokens: { statement: subjectReservation('api-usage.reserve-tokens', keyHolder('tokens')), meter: 'api.tokens' },
  images: { statement: subjectReservation('api-usage.reserve-images', keyHolder('images')), meter: 'api.images' },
  videos: { statement: subjectReservation('api-usage.reserve-videos', keyHolder('videos')), meter: 'api.videos' },
};

export const API_METERS: readonly MeterName[] = ['api.tokens', 'api.images', 'api.videos'];

/**
 * Monthly API usage per account, kept by the metering module. Checking the key and holding its usage is
 * one statement, so concurrent requests and any number of processes never take an account past its plan.
 */
@Injectable()
export class ApiUsageService {
  constructor(private readonly metering: MeteringService) {}

  /**
   * Checks the key (`keyHash`) and holds up to `wanted` tokens of its plan, at least `minimum`; null when
   * the key is unknown or revoked. Granting less than wanted lets a nearly spent plan still answer briefly.
   */
  async reserveTokens(keyHash: string, minimum: number, wanted: number, now?: Date): Promise<KeyUse | null> {
    return this.reserve('tokens', keyHash, { amount: wanted, minimum, now });
  }

  /** Checks the key and holds one image or video; null for a bad key. */
  async reserveUnit(keyHash: string, unit: MeteredUnit, now?: Date): Promise<KeyUse | null> {
    return this.reserve(unit, keyHash, { amount: 1, now });
  }

  /** Settled use this month (what clients received); in-flight holds are not usage yet. */
  async read(userId: string, now = new Date()): Promise<UsageCounts> {
    const readings = await this.metering.read(`account:${userId}`, API_METERS, now);
    return { tokens: readings['api.tokens'].used, images: readings['api.images'].used, videos: readings['api.videos'].used };
  }

  /** Tokens settled and held this month: what the plan's limit is measured against. */
  async tokensInUse(userId: string, now = new Date()): Promise<number> {
    const reading = (await this.metering.read(`account:${userId}`, ['api.tokens'], now))['api.tokens'];
    return reading.used + reading.held;
  }

  private async reserve(
    unit: 'tokens' | MeteredUnit,
    keyHash: string,
    request: { amount: number; minimum?: number; now?: Date },
  ): Promise<KeyUse | null> {
    const { statement, meter } = RESERVE[unit];
    const result = await this.metering.reserveKeyed<KeyRow>(statement, [keyHash], { meter, ...request });
    if (!result) return null;
    const { found, reservation } = result;
    return { keyId: found.key_id, userId: found.user_id, lastUsedAt: found.last_used_at, reservation };
  }
}
