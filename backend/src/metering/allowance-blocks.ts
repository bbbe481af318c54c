import type { Reservation, ReservationRecord } from './reservation';

/** What a block needs of the metering service (MeteringService; a fake in unit tests). */
export interface BlockMetering {
  /** Counts `used` of the open reservation and takes it off it, once committed (group commit). */
  settlePart(record: ReservationRecord, used: number): Promise<void>;
  /** Gives `amount` of the open reservation back to its counter. */
  shrink(record: ReservationRecord, amount: number): Promise<void>;
  /** Frees what is left of the reservation and ends it. */
  release(record: ReservationRecord): Promise<void>;
}

/**
 * Reserves a new block: up to `wanted`, at least `minimum`. Null: no such subject (an unknown key);
 * `record` null: the limit has no room for `minimum`. `meta` is the caller's (e.g. whose key it is).
 */
export type BlockRefill<TMeta> = (minimum: number, wanted: number) => Promise<{ meta: TMeta; record: ReservationRecord | null } | null>;

export interface BlockLend<TMeta> {
  meta: TMeta;
  /** Null when the limit had no room. */
  reservation: Reservation | null;
}

export interface AllowanceBlockOptions {
  /** What a block reserves at least: enough for many requests at once. */
  amount: number;
  /** A block older than this lends no more; its rest goes back to the counter (and the next request checks the subject again). */
  maxAgeMs: number;
  now?: () => number;
}

interface Block<TMeta> {
  readonly key: string;
  readonly record: ReservationRecord;
  readonly meta: TMeta;
  readonly bornAt: number;
  /** Held in the database and not lent. */
  free: number;
  /** Lent to requests still running. */
  lent: number;
  retired: boolean;
  /** Its rest was given back and the reservation ended (or is being ended). */
  closed: boolean;
  /** Part settles sent and not yet committed: the block is not ended before them. */
  readonly committing: Set<Promise<void>>;
}

/**
 * A process's blocks of allowance (ARCHITECTURE.md §10, "Allowance blocks"): instead of one reserving
 * statement per request, a process reserves a block of a subject's allowance — an ordinary reservation held
 * by its lease — and lends from it in memory. What a request keeps is counted by a grouped settle before its
 * answer goes out (SETTLE_PARTS), what it does not keep goes back to the block. Usage stays exact: the
 * counter holds every block in full, so no number of processes ever lends past the limit, and a process that
 * dies loses only its blocks' unlent rest, which the sweeper frees with its lease.
 *
 * A request the block cannot serve whole (the block drained, or the limit near) retires the block — its rest
 * goes back to the counter first — and reserves a new one, asking for at least its own minimum: near the limit
 * that is one request, one reservation, exactly as without blocks. Blocks are retired after `maxAgeMs`,
 * so the subject (a key's revocation, a plan's change) is checked again at least that often, and an idle
 * process does not keep another's allowance.
 */
export class AllowanceBlocks<TMeta> {
  private readonly current = new Map<string, Block<TMeta>>();
  private readonly refilling = new Map<string, Promise<unknown>>();
  private readonly closing = new Set<Promise<void>>();
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly metering: BlockMetering,
    private readonly options: AllowanceBlockOptions,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => this.retireExpired(), options.maxAgeMs);
    this.timer.unref();
  }

  /** Lends `wanted` (at least `minimum`) of `key`'s allowance, from its block or a new one. */
  async take(key: string, minimum: number, wanted: number, refill: BlockRefill<TMeta>): Promise<BlockLend<TMeta> | null> {
    for (;;) {
      const block = this.live(key);
      if (block && block.free >= wanted) return { meta: block.meta, reservation: this.lend(block, wanted) };
      const running = this.refilling.get(key);
      if (running) {
        // One refill per key at a time: the others wait for it and try the new block.
        await running.catch(() => undefined);
        continue;
      }
      const refilled = this.refill(key, minimum, wanted, refill);
      this.refilling.set(key, refilled);
      try {
        return await refilled;
      } finally {
        this.refilling.delete(key);
      }
    }
  }

  /** Gives every block's rest back (the process is stopping); waits for what is being given back. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.current.values()].map((block) => this.retire(block).catch(this.onError)));
    await Promise.all([...this.closing]);
  }

  private live(key: string): Block<TMeta> | undefined {
    const block = this.current.get(key);
    return block && this.now() - block.bornAt < this.options.maxAgeMs ? block : undefined;
  }

  private async refill(key: string, minimum: number, wanted: number, refill: BlockRefill<TMeta>): Promise<BlockLend<TMeta> | null> {
    // The old block's rest goes back first (drained or aged out), so the new reservation can take it.
    const old = this.current.get(key);
    if (old) await this.retire(old);
    const result = await refill(minimum, Math.max(wanted, this.options.amount));
    if (!result) return null;
    if (!result.record) return { meta: result.meta, reservation: null };
    const block: Block<TMeta> = { key, record: result.record, meta: result.meta, bornAt: this.now(), free: result.record.amount, lent: 0, retired: false, closed: false, committing: new Set() };
    this.current.set(key, block);
    return { meta: block.meta, reservation: this.lend(block, Math.min(wanted, block.free)) };
  }

  private lend(block: Block<TMeta>, amount: number): Reservation {
    block.free -= amount;
    block.lent += amount;
    let state: 'open' | 'kept' | 'returned' = 'open';
    let kept = 0;
    const giveBack = (unused: number) => {
      block.lent -= amount;
      // A retired block lends no more: what comes back to it is freed with the rest when it closes.
      if (!block.retired) block.free += unused;
      else this.closeWhenIdle(block);
    };
    const commit = () => {
      const committing = this.metering.settlePart(block.record, kept);
      block.committing.add(committing);
      void committing.then(
        () => block.committing.delete(committing),
        () => block.committing.delete(committing),
      );
      return committing;
    };
    return {
      ...block.record,
      amount,
      settle: async (used = amount) => {
        if (state === 'returned') return;
        if (state === 'kept') return commit(); // a retry of a settle that failed: the caller's answer waits for it
        state = 'kept';
        kept = Math.max(0, Math.min(used, amount));
        // Sent before the unused part goes back, so a block that closes now waits for this use to be counted.
        const committing = commit();
        giveBack(amount - kept);
        return committing;
      },
      release: async () => {
        if (state !== 'open') return;
        state = 'returned';
        giveBack(amount);
      },
    };
  }

  /** No more lending from `block`; what it holds beyond its lent part goes back to the counter now. */
  private async retire(block: Block<TMeta>): Promise<void> {
    if (this.current.get(block.key) === block) this.current.delete(block.key);
    if (block.retired) return;
    block.retired = true;
    const rest = block.free;
    block.free = 0;
    if (block.lent === 0) {
      await this.closeWhenIdle(block);
      return;
    }
    await this.metering.shrink(block.record, rest);
  }

  /** Ends a retired block once nothing is lent from it: the reservation's rest is freed. */
  private closeWhenIdle(block: Block<TMeta>): Promise<void> {
    if (!block.retired || block.lent > 0 || block.closed) return Promise.resolve();
    block.closed = true;
    // After every use lent from it is counted: ending the reservation first would free that use's part of
    // the counter's hold while it is not yet counted as used, and a new reservation could take it meanwhile.
    const closing = Promise.allSettled([...block.committing]).then(() => this.metering.release(block.record)).catch((error: unknown) => {
      // Left held: the sweeper frees it with this process's lease, or after the process hold's age limit.
      this.onError(error);
    });
    this.closing.add(closing);
    void closing.finally(() => this.closing.delete(closing));
    return closing;
  }

  private retireExpired(): void {
    const now = this.now();
    for (const block of this.current.values()) {
      if (now - block.bornAt >= this.options.maxAgeMs) this.retire(block).catch(this.onError);
    }
  }
}
