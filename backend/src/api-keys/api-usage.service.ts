import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DatabaseNotifications } from '../database/database-notifications';
import { MeteringPool } from '../database/metering-pool';
import { type PreparedStatement, prepared } from '../database/prepared-statement';
import { AllowanceBlocks } from '../metering/allowance-blocks';
import { MeteringService } from '../metering/metering.service';
import { SUBJECT_PARAMETERS_START, subjectReservation } from '../metering/metering.statements';
import { type MeterName, periodKindOf } from '../metering/meters';
import { periodStart } from '../metering/periods';
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
  /** Notes that the key's "last used" was just written, so its other calls do not write it again. */
  markUsed(at: Date): void;
}

/** A live key as this process last checked it; `lastUsedAt` follows this process's writes. */
interface KeyHolder {
  keyId: string;
  userId: string;
  lastUsedAt: Date | null;
  checkedAt: number;
}

/**
 * Tokens an account's block holds at least: 32 answers of the gateway's longest length (1,024 tokens) in
 * flight at once before a request has to reserve again.
 */
export const TOKEN_BLOCK_AMOUNT = 32 * 1_024;
/**
 * How long a key checked here and an account's block stay good: then the key is looked up again and the
 * block's rest goes back, so a changed plan is seen by every process within this, and an idle process does
 * not keep another's allowance. A key that stops being live is dropped at once everywhere (KEYS_GONE_CHANNEL);
 * this is the bound while a process's notifications connection is being reopened.
 */
export const TOKEN_BLOCK_MAX_AGE_MS = 1_000;

/** Where PostgreSQL announces a key revoked or deleted, by its id (the api_keys triggers' migration). */
export const KEYS_GONE_CHANNEL = 'atelier_api_keys';

const FIND_LIVE_KEY = prepared(
  'api-usage.find-live-key',
  'SELECT id, user_id, last_used_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
);

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
export class ApiUsageService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ApiUsageService.name);
  /** Each account's block of its monthly tokens in this process (metering/allowance-blocks.ts). */
  private readonly tokenBlocks: AllowanceBlocks<string>;
  /** Live keys by hash, each good for TOKEN_BLOCK_MAX_AGE_MS after its check. */
  private readonly keys = new Map<string, KeyHolder>();
  private readonly lookups = new Map<string, Promise<KeyHolder | null>>();
  /** Listening for keys gone elsewhere: from the first key held here on (again after a failed try). */
  private watchingKeys: Promise<void> | null = null;
  /** Keys dropped so far (one by one, or all on a resync): a lookup that saw this change keeps nothing. */
  private keysDropped = 0;

  constructor(
    private readonly metering: MeteringService,
    private readonly pool: MeteringPool,
    private readonly notifications: DatabaseNotifications,
  ) {
    this.tokenBlocks = new AllowanceBlocks<string>(metering, { amount: TOKEN_BLOCK_AMOUNT, maxAgeMs: TOKEN_BLOCK_MAX_AGE_MS }, (error) =>
      this.logger.warn(`could not give back an allowance block: ${String(error)}`),
    );
  }

  /**
   * Checks the key (`keyHash`) and holds up to `wanted` tokens of its plan, at least `minimum`; null when
   * the key is unknown or revoked. Granting less than wanted lets a nearly spent plan still answer briefly.
   * Lent from the account's block in this process when it has `wanted` to spare (no statement at all);
   * otherwise the block's rest goes back and the key is checked and a new block reserved in one statement.
   */
  async reserveTokens(keyHash: string, minimum: number, wanted: number, now = new Date()): Promise<KeyUse | null> {
    const holder = await this.liveKey(keyHash);
    if (!holder) return null;
    const period = periodStart(periodKindOf('api.tokens'), now);
    const lend = await this.tokenBlocks.take(`account:${holder.userId}:${period}`, minimum, wanted, async (least, most) => {
      const use = await this.reserve('tokens', keyHash, { amount: most, minimum: least, now });
      if (!use) {
        this.keys.delete(keyHash); // revoked since its check
        return null;
      }
      const { reservation } = use;
      const record = reservation && { id: reservation.id, meter: reservation.meter, period: reservation.period, subjects: reservation.subjects, amount: reservation.amount };
      return { meta: use.userId, record };
    });
    if (!lend) return null;
    return { keyId: holder.keyId, userId: holder.userId, lastUsedAt: holder.lastUsedAt, reservation: lend.reservation, markUsed: (at) => (holder.lastUsedAt = at) };
  }

  /**
   * The key is no longer live (revoked or deleted, here or in another process: KEYS_GONE_CHANNEL): its next
   * call looks it up, and is refused.
   */
  forgetKey(keyId: string): void {
    this.keysDropped += 1;
    for (const [hash, holder] of this.keys) if (holder.keyId === keyId) this.keys.delete(hash);
  }

  /** Gives every block's unlent rest back before the pools close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.tokenBlocks.close();
  }

  /**
   * The live key as checked within TOKEN_BLOCK_MAX_AGE_MS; one lookup at a time per key. A lookup starts
   * once this process listens for keys gone (so a revocation committed after its read is announced to it),
   * and its answer is kept only if no key was dropped while it ran (it may have read the key just before).
   */
  private async liveKey(keyHash: string): Promise<KeyHolder | null> {
    const known = this.keys.get(keyHash);
    if (known && Date.now() - known.checkedAt < TOKEN_BLOCK_MAX_AGE_MS) return known;
    const running = this.lookups.get(keyHash);
    if (running) return running;
    const lookup = this.watchKeysGone()
      .then(async () => {
        const dropsBefore = this.keysDropped;
        const { rows: [row] } = await this.pool.run<{ id: string; user_id: string; last_used_at: Date | null }>(FIND_LIVE_KEY, [keyHash]);
        if (!row) {
          this.keys.delete(keyHash);
          return null;
        }
        // "Last used" as this process knows it, when it wrote it after the row was read.
        const lastUsedAt = latest(row.last_used_at, known?.lastUsedAt ?? null);
        const holder: KeyHolder = { keyId: row.id, userId: row.user_id, lastUsedAt, checkedAt: Date.now() };
        if (this.keysDropped === dropsBefore) this.keys.set(keyHash, holder);
        else this.keys.delete(keyHash);
        return holder;
      })
      .finally(() => this.lookups.delete(keyHash));
    this.lookups.set(keyHash, lookup);
    return lookup;
  }

  /**
   * Listens for keys gone (KEYS_GONE_CHANNEL): a key held here is dropped as soon as PostgreSQL says so, and
   * when the notifications connection was reopened (what was said meanwhile is lost) every key held is
   * checked again on its next call. Started by the first lookup, so a process that serves no keyed calls
   * holds no subscription. If the database cannot be reached for it, the lookup goes on without it, the next
   * ones for a second too (the one-second re-check still bounds a revocation), and then one tries again.
   */
  private watchKeysGone(): Promise<void> {
    this.watchingKeys ??= this.notifications
      .listen(
        KEYS_GONE_CHANNEL,
        (keyId) => this.forgetKey(keyId),
        () => {
          this.keysDropped += 1;
          this.keys.clear();
        },
      )
      .then(
        () => undefined,
        (error: unknown) => {
          this.logger.warn(`could not listen for revoked API keys: ${String(error)}`);
          setTimeout(() => (this.watchingKeys = null), TOKEN_BLOCK_MAX_AGE_MS).unref();
        },
      );
    return this.watchingKeys;
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
    return { keyId: found.key_id, userId: found.user_id, lastUsedAt: found.last_used_at, reservation, markUsed: () => undefined };
  }
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
