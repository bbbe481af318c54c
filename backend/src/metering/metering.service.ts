import { Injectable } from '@nestjs/common';
import { MeteringPool } from '../database/metering-pool';
import type { PreparedStatement } from '../database/prepared-statement';
import { ProcessLease } from '../database/process-lease';
import { type MeterName, periodKindOf } from './meters';
import {
  HOLD_ON_COUNTER,
  READ_COUNTERS,
  RECORD_RESERVATION,
  RELEASE,
  RESERVE_ONE,
  SHRINK,
  TRANSFER,
} from './metering.statements';
import { periodStart } from './periods';
import type { MeterSubject, Reservation, ReservationRecord } from './reservation';
import { SettleBatcher } from './settle-batcher';

export interface ReserveRequest {
  meter: MeterName;
  /** Every counter that must have room; all are charged or none. */
  subjects: readonly MeterSubject[];
  /** Wanted amount (default 1). */
  amount?: number;
  /** With one subject: accept less than `amount`, down to this (default: all of `amount`). */
  minimum?: number;
  now?: Date;
}

/** Row of a keyed reservation: the subject query's own columns, plus what was granted. */
export type KeyedReservationRow<TColumns> = TColumns & { reservation_id: string | null; granted: string | null };

export interface KeyedReservation<TColumns> {
  /** The subject query's row (e.g. which key and account). */
  found: TColumns;
  /** Null when the limit had no room. */
  reservation: Reservation | null;
}

export interface CounterReading {
  used: number;
  held: number;
}

/**
 * The one way usage is counted: reserve → settle | release. A reservation holds its amount on every
 * counter it names and belongs to a holder (this process's lease by default, or a durable job it is
 * transferred to); when the holder dies, a sweeper in any live process releases it. Counters change only
 * through single conditional statements on the metering pool, so neither concurrency nor several
 * instances ever take a counter past its limit.
 */
@Injectable()
export class MeteringService {
  private readonly settles: SettleBatcher;

  constructor(
    private readonly pool: MeteringPool,
    private readonly lease: ProcessLease,
  ) {
    this.settles = new SettleBatcher(pool);
  }

  /** Null when a subject has no room left. */
  async reserve(request: ReserveRequest): Promise<Reservation | null> {
    const now = request.now ?? new Date();
    const amount = request.amount ?? 1;
    const period = periodStart(periodKindOf(request.meter), now);
    const holder = await this.lease.holder();
    if (request.subjects.length === 1) {
      const [only] = request.subjects;
      const { rows } = await this.pool.run<KeyedReservationRow<object>>(RESERVE_ONE, [
        request.meter, period, request.minimum ?? amount, amount, holder, only.subject, only.limit,
      ]);
      return this.toReservation(rows[0], request.meter, period, [only.subject]);
    }
    const id = await this.holdOnAll(request.meter, period, request.subjects, amount, holder);
    if (!id) return null;
    return this.live({ id, meter: request.meter, period, subjects: request.subjects.map((s) => s.subject), amount });
  }

  /**
   * A reservation whose subject and limit come from a query of the caller's (built with
   * `subjectReservation`): finding the subject and reserving is one round trip. Null when the query
   * found nothing.
   */
  async reserveKeyed<TColumns extends { subject: string }>(
    statement: PreparedStatement,
    parameters: readonly unknown[],
    request: { meter: MeterName; amount: number; minimum?: number; now?: Date },
  ): Promise<KeyedReservation<TColumns> | null> {
    const period = periodStart(periodKindOf(request.meter), request.now ?? new Date());
    const holder = await this.lease.holder();
    const { rows } = await this.pool.run<KeyedReservationRow<TColumns>>(statement, [
      request.meter, period, request.minimum ?? request.amount, request.amount, holder, ...parameters,
    ]);
    const row = rows[0];
    if (!row) return null;
    return { found: row, reservation: this.toReservation(row, request.meter, period, [row.subject]) };
  }

  /** Settle/release handles for a reservation recorded elsewhere (e.g. in a job's row). */
  live(record: ReservationRecord): Reservation {
    let done = false;
    const once = async (action: () => Promise<void>) => {
      if (done) return;
      done = true;
      try {
        await action();
      } catch (error) {
        // Not recorded: a later settle or release may try again (the sweeper's age limit is the backstop).
        done = false;
        throw error;
      }
    };
    return {
      ...record,
      settle: (used = record.amount) => once(() => this.settle(record, used)),
      release: () => once(() => this.release(record)),
    };
  }

  /** Settle statements sent and the settles they carried since start (group commit; read by bench:gateway). */
  get settleStats(): Readonly<{ statements: number; settles: number }> {
    return this.settles.stats;
  }

  /** Keeps `used` (capped at what was reserved) and frees the rest. */
  async settle(record: ReservationRecord, used: number): Promise<void> {
    await this.settles.settle(record, Math.max(0, Math.min(used, record.amount)));
  }

  /**
   * Keeps `used` of a single-subject reservation that stays open (an allowance block): counted as used
   * and taken off the reservation once committed, grouped with other settles.
   */
  async settlePart(record: ReservationRecord, used: number): Promise<void> {
    if (used > 0) await this.settles.settlePart(record, used);
  }

  /** Gives `amount` of an open reservation back to its counters; the reservation stays with the rest. */
  async shrink(record: ReservationRecord, amount: number): Promise<void> {
    if (amount > 0) await this.pool.run(SHRINK, [record.id, amount]);
  }

  async release(record: ReservationRecord): Promise<void> {
    await this.pool.run(RELEASE, [record.id]);
  }

  /** From now on `holder` owns these reservations (its liveness decides whether they are swept). */
  async transfer(ids: readonly string[], holder: string): Promise<void> {
    if (ids.length) await this.pool.run(TRANSFER, [ids, holder]);
  }

  async read(subject: string, meters: readonly MeterName[], now = new Date()): Promise<Record<string, CounterReading>> {
    const byPeriod = new Map<string, MeterName[]>();
    for (const meter of meters) {
      const period = periodStart(periodKindOf(meter), now);
      byPeriod.set(period, [...(byPeriod.get(period) ?? []), meter]);
    }
    const readings: Record<string, CounterReading> = Object.fromEntries(meters.map((m) => [m, { used: 0, held: 0 }]));
    for (const [period, names] of byPeriod) {
      const { rows } = await this.pool.run<{ meter: string; used: string; held: string }>(READ_COUNTERS, [subject, period, names]);
      for (const row of rows) readings[row.meter] = { used: Number(row.used), held: Number(row.held) };
    }
    return readings;
  }

  private toReservation(
    row: KeyedReservationRow<object> | undefined,
    meter: MeterName,
    period: string,
    subjects: string[],
  ): Reservation | null {
    if (!row?.reservation_id || row.granted === null) return null;
    return this.live({ id: row.reservation_id, meter, period, subjects, amount: Number(row.granted) });
  }

  /** Charges every subject or none, in a fixed order so two requests sharing subjects never deadlock. */
  private async holdOnAll(
    meter: MeterName,
    period: string,
    subjects: readonly MeterSubject[],
    amount: number,
    holder: string,
  ): Promise<string | null> {
    const ordered = [...subjects].sort((a, b) => a.subject.localeCompare(b.subject));
    try {
      return await this.pool.transaction(async (run) => {
        for (const subject of ordered) {
          const { rows } = await run(HOLD_ON_COUNTER, [subject.subject, meter, period, amount, subject.limit]);
          if (!rows.length) throw new NoRoom();
        }
        const { rows } = await run<{ id: string }>(RECORD_RESERVATION, [
          holder, meter, period, ordered.map((s) => s.subject), amount,
        ]);
        return rows[0].id;
      });
    } catch (error) {
      if (error instanceof NoRoom) return null;
      throw error;
    }
  }
}

/** Rolls the transaction back, so no counter keeps a partial hold. */
class NoRoom extends Error {}
