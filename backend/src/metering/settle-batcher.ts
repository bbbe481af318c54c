import type { MeteringPool } from '../database/metering-pool';
import { SETTLE, SETTLE_MANY, SETTLE_PART, SETTLE_PARTS } from './metering.statements';
import type { ReservationRecord } from './reservation';

interface PendingSettle {
  record: ReservationRecord;
  kept: number;
  /** The reservation stays open with the rest (an allowance block); otherwise it is settled whole. */
  part: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Settle statements in flight at once: one, as a group commit. While it runs, every settle that arrives waits
 * and goes with the others in the next statement, so under load a process sends one settle statement per
 * statement's duration instead of one per request (a PostgreSQL round trip costs the API about as much CPU as
 * answering its HTTP request; ARCHITECTURE.md §10).
 */
const MAX_STATEMENTS_IN_FLIGHT = 1;
/** Ids per statement: bounded, so one statement stays short. */
const MAX_BATCH = 200;

/**
 * Group commit of settles: a settle goes out at once when no settle statement runs; otherwise it waits for
 * the running one to return and goes with every settle that queued meanwhile, in one SETTLE_MANY (and the
 * part settles of allowance blocks in one SETTLE_PARTS beside it). At low
 * load nothing waits; under load the statements per request fall with the load, and settles of one counter
 * stop queueing on its row lock one by one. Each caller's promise resolves only once its own use is
 * committed (a group commits whole or not at all), so an answer is never sent for use that a crash could
 * still lose: nothing is counted later than before, or approximately.
 */
export class SettleBatcher {
  /** Statements sent and the settles they carried, so a benchmark can show how many settles a statement groups. */
  readonly stats = { statements: 0, settles: 0 };
  private readonly queue: PendingSettle[] = [];
  private inFlight = 0;

  constructor(private readonly pool: MeteringPool) {}

  settle(record: ReservationRecord, kept: number): Promise<void> {
    return this.enqueue(record, kept, false);
  }

  /** Keeps `kept` of a single-subject reservation that stays open with the rest (SETTLE_PARTS). */
  settlePart(record: ReservationRecord, kept: number): Promise<void> {
    return this.enqueue(record, kept, true);
  }

  private enqueue(record: ReservationRecord, kept: number, part: boolean): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ record, kept, part, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_STATEMENTS_IN_FLIGHT && this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      this.stats.settles += batch.length;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private run(batch: readonly PendingSettle[]): Promise<void> {
    const parts = batch.filter((pending) => pending.part);
    const wholes = batch.filter((pending) => !pending.part);
    this.stats.statements += (parts.length ? 1 : 0) + (wholes.length ? 1 : 0);
    if (!parts.length) return this.runWholes(wholes);
    if (!wholes.length) return this.runParts(parts);
    return Promise.all([this.runParts(parts), this.runWholes(wholes)]).then(() => undefined);
  }

  /** One statement for every part settle of the batch (SETTLE_PART when alone); each resolves once it is committed. */
  private async runParts(parts: readonly PendingSettle[]): Promise<void> {
    if (!parts.length) return;
    try {
      if (parts.length === 1) {
        const [{ record, kept }] = parts;
        await this.pool.run(SETTLE_PART, [record.id, kept, record.subjects[0], record.meter, record.period]);
      } else {
        await this.pool.run(SETTLE_PARTS, [
          parts.map((p) => p.record.id),
          parts.map((p) => p.kept),
          parts.map((p) => p.record.subjects[0]),
          parts.map((p) => p.record.meter),
          parts.map((p) => p.record.period),
        ]);
      }
      for (const pending of parts) pending.resolve();
    } catch (error) {
      for (const pending of parts) pending.reject(error);
    }
  }

  private async runWholes(batch: readonly PendingSettle[]): Promise<void> {
    if (!batch.length) return;
    try {
      if (batch.length === 1) {
        await this.settleOne(batch[0]);
        batch[0].resolve();
        return;
      }
      const { rows } = await this.pool.run<{ id: string }>(SETTLE_MANY, [batch.map((p) => p.record.id), batch.map((p) => p.kept)]);
      const found = new Set(rows.map((row) => row.id));
      for (const pending of batch) {
        if (found.has(pending.record.id)) pending.resolve();
        else this.settleOne(pending).then(pending.resolve, pending.reject);
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  private async settleOne({ record, kept }: PendingSettle): Promise<void> {
    await this.pool.run(SETTLE, [record.id, kept, record.meter, record.period, record.subjects]);
  }
}
