import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../database/run-sql';
import { quotaDay, secondsUntilNextUtcMidnight } from './quota-day';
import type { QuotaCapability } from './quota-limits';
import { QuotaCaller, quotaExceededMessage, quotaSubjects } from './quota-subject';
import { QuotaException } from './quotas.errors';

/** A use counted against the day's quota; `refund()` gives it back (at most once) when the work failed. */
export interface QuotaReservation {
  refund(): Promise<void>;
}

/** Daily plan quotas, counted atomically in PostgreSQL so parallel requests and instances never overshoot. */
@Injectable()
export class QuotasService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one use for every subject of the caller, or none and throws 429 QUOTA_EXCEEDED. */
  async reserve(caller: QuotaCaller, capability: QuotaCapability, now = new Date()): Promise<QuotaReservation> {
    const day = quotaDay(now);
    // Fixed lock order (by key), so two requests sharing an IP and a session never deadlock.
    const counted = quotaSubjects(caller, capability)
      .filter((subject) => subject.limit !== null)
      .sort((a, b) => a.key.localeCompare(b.key));
    if (counted.length) {
      const allHadRoom = await this.dataSource.transaction(async (manager) => {
        for (const subject of counted) {
          // No row back = the counter is at its limit; the row lock serialises concurrent increments.
          const { rows } = await runSql(
            manager,
            `INSERT INTO usage_counters (subject, capability, day, count) VALUES ($1, $2, $3, 1)
             ON CONFLICT (subject, capability, day) DO UPDATE SET count = usage_counters.count + 1
             WHERE usage_counters.count < $4
             RETURNING count`,
            [subject.key, capability, day, subject.limit],
          );
          if (!rows.length) throw new OverLimit();
        }
        return true;
      }).catch((error: unknown) => {
        if (error instanceof OverLimit) return false;
        throw error;
      });
      if (!allHadRoom) {
        throw QuotaException.exceeded(quotaExceededMessage(caller, capability), secondsUntilNextUtcMidnight(now));
      }
    }
    let refunded = false;
    return {
      refund: async () => {
        if (refunded || !counted.length) return;
        refunded = true;
        await runSql(
          this.dataSource.manager,
          `UPDATE usage_counters SET count = count - 1
           WHERE subject = ANY($1) AND capability = $2 AND day = $3 AND count > 0`,
          [counted.map((subject) => subject.key), capability, day],
        );
      },
    };
  }
}

/** Rolls the transaction back so no subject keeps a partial count. */
class OverLimit extends Error {}
