import { AllowanceBlocks, type BlockMetering, type BlockRefill } from './allowance-blocks';
import type { ReservationRecord } from './reservation';

/**
 * One counter as PostgreSQL keeps it (meter_counters + meter_reservations), with the statements' arithmetic:
 * a reservation holds up to what is wanted (at least the minimum) of what the limit leaves.
 */
class Counter implements BlockMetering {
  used = 0;
  held = 0;
  reservations = 0;
  readonly rows = new Map<string, number>();
  private next = 1;

  constructor(readonly limit: number) {}

  reserve(minimum: number, wanted: number): ReservationRecord | null {
    const left = this.limit - this.used - this.held;
    if (left < minimum) return null;
    const amount = Math.min(wanted, left);
    const id = `r${this.next++}`;
    this.reservations += 1;
    this.rows.set(id, amount);
    this.held += amount;
    this.check();
    return { id, meter: 'api.tokens', period: '2026-11-01', subjects: ['account:a'], amount };
  }

  /** While set, part settles wait for it before they apply (a statement still on its way). */
  gate: Promise<void> | null = null;

  async settlePart(record: ReservationRecord, used: number): Promise<void> {
    if (this.gate) await this.gate;
    const amount = this.rows.get(record.id);
    if (amount !== undefined) {
      this.rows.set(record.id, amount - used);
      this.held -= used;
    }
    this.used += used;
    this.check();
  }

  async shrink(record: ReservationRecord, amount: number): Promise<void> {
    const left = this.rows.get(record.id);
    if (left === undefined || left < amount) return;
    this.rows.set(record.id, left - amount);
    this.held -= amount;
  }

  async release(record: ReservationRecord): Promise<void> {
    const amount = this.rows.get(record.id);
    if (amount === undefined) return;
    this.rows.delete(record.id);
    this.held -= amount;
  }

  /** What the sweeper does for a process that died: its reservations' rest is freed. */
  sweep(ids: Iterable<string>): void {
    for (const id of ids) void this.release({ id } as ReservationRecord);
  }

  private check(): void {
    expect(this.used + this.held).toBeLessThanOrEqual(this.limit);
    expect(this.held).toBeGreaterThanOrEqual(0);
  }
}

const refillFrom = (counter: Counter, meta = 'key-1'): BlockRefill<string> => async (minimum, wanted) => ({ meta, record: counter.reserve(minimum, wanted) });

describe(AllowanceBlocks.name, () => {
  const made: Array<AllowanceBlocks<string>> = [];
  const blocksOf = (counter: Counter, options: { amount?: number; maxAgeMs?: number; now?: () => number } = {}) => {
    const blocks = new AllowanceBlocks<string>(counter, { amount: options.amount ?? 1_000, maxAgeMs: options.maxAgeMs ?? 60_000, now: options.now });
    made.push(blocks);
    return blocks;
  };
  afterEach(async () => {
    await Promise.all(made.splice(0).map((blocks) => blocks.close()));
  });

  it('serves many requests from one reservation and counts exactly what each kept', async () => {
    const counter = new Counter(1_000_000);
    const blocks = blocksOf(counter);
    const refill = refillFrom(counter);
    let kept = 0;
    for (let i = 0; i < 50; i += 1) {
      const lend = await blocks.take('k', 5, 100, refill);
      expect(lend?.reservation?.amount).toBe(100);
      await lend?.reservation?.settle(7 + i);
      kept += 7 + i;
    }
    expect(counter.reservations).toBe(2); // 1,575 kept from 1,000-token blocks: a second block, the first given back
    expect(counter.rows.size).toBe(1);
    expect(counter.used).toBe(kept);
    await blocks.close();
    expect(counter.held).toBe(0);
    expect(counter.rows.size).toBe(0);
    expect(counter.used).toBe(kept);
  });

  it('near the limit, gives the block back first and lends what is left, then refuses', async () => {
    const counter = new Counter(100);
    const blocks = blocksOf(counter);
    const refill = refillFrom(counter);
    const first = await blocks.take('k', 5, 60, refill);
    expect(first?.reservation?.amount).toBe(60);
    const second = await blocks.take('k', 5, 60, refill);
    expect(second?.reservation?.amount).toBe(40); // the first block's unlent 40, reserved again
    const third = await blocks.take('k', 5, 60, refill);
    expect(third).toEqual({ meta: 'key-1', reservation: null });
    await first?.reservation?.settle(60);
    await second?.reservation?.settle(10);
    expect(counter.used).toBe(70);
    const fourth = await blocks.take('k', 5, 60, refill);
    expect(fourth?.reservation?.amount).toBe(30);
    await fourth?.reservation?.release();
    await blocks.close();
    expect({ used: counter.used, held: counter.held, rows: counter.rows.size }).toEqual({ used: 70, held: 0, rows: 0 });
  });

  it('one refill for a burst: requests that arrive while it runs wait and lend from the new block', async () => {
    const counter = new Counter(1_000_000);
    const blocks = blocksOf(counter);
    let refills = 0;
    const refill: BlockRefill<string> = async (minimum, wanted) => {
      refills += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { meta: 'key-1', record: counter.reserve(minimum, wanted) };
    };
    const lends = await Promise.all(Array.from({ length: 10 }, () => blocks.take('k', 1, 100, refill)));
    expect(refills).toBe(1);
    expect(lends.map((lend) => lend?.reservation?.amount)).toEqual(Array(10).fill(100));
    await Promise.all(lends.map((lend) => lend?.reservation?.settle(1)));
    expect(counter.used).toBe(10);
  });

  it('never lends past the limit across processes, and usage is exact after one of them dies', async () => {
    const counter = new Counter(5_000);
    const one = blocksOf(counter, { amount: 800 });
    const two = blocksOf(counter, { amount: 800 });
    const refill = refillFrom(counter);
    let delivered = 0;
    let random = 7;
    const next = () => (random = (random * 1_103_515_245 + 12_345) % 2 ** 31);
    const call = async (blocks: AllowanceBlocks<string>) => {
      const lend = await blocks.take('k', 3, 120, refill);
      if (!lend?.reservation) return;
      await new Promise((resolve) => setTimeout(resolve, next() % 3));
      if (next() % 5 === 0) return lend.reservation.release();
      const used = 3 + (next() % lend.reservation.amount);
      await lend.reservation.settle(used);
      delivered += Math.min(used, lend.reservation.amount);
    };
    await Promise.all(Array.from({ length: 200 }, (_, i) => call(i % 2 ? one : two)));
    expect(counter.used).toBe(delivered);
    expect(counter.used).toBeLessThanOrEqual(5_000);
    // Process two is killed: nothing more of it runs, and the sweeper frees its reservations.
    const ofTwo = [...counter.rows.keys()];
    await one.close();
    counter.sweep(ofTwo);
    expect({ used: counter.used, held: counter.held }).toEqual({ used: delivered, held: 0 });
  });

  it('reserves again once its block is older than the age limit, and gives the old block\'s rest back', async () => {
    let now = 0;
    const counter = new Counter(1_000_000);
    const blocks = blocksOf(counter, { maxAgeMs: 1_000, now: () => now });
    let live = true;
    const refill: BlockRefill<string> = async (minimum, wanted) => (live ? { meta: 'key-1', record: counter.reserve(minimum, wanted) } : null);
    await (await blocks.take('k', 1, 10, refill))?.reservation?.settle(1);
    live = false; // e.g. the key was revoked: only a new reservation finds out
    now = 999;
    expect((await blocks.take('k', 1, 10, refill))?.reservation?.amount).toBe(10);
    now = 1_000;
    expect(await blocks.take('k', 1, 10, refill)).toBeNull();
    expect({ reservations: counter.reservations, rows: counter.rows.size, held: counter.held }).toEqual({ reservations: 1, rows: 1, held: 10 }); // the lent 10 until it settles
  });

  it('ends a block only after the use lent from it is counted, so the freed hold is never taken twice', async () => {
    const counter = new Counter(100);
    const blocks = blocksOf(counter);
    const refill = refillFrom(counter);
    let open!: () => void;
    counter.gate = new Promise((resolve) => (open = resolve));
    const first = await blocks.take('k', 5, 60, refill); // the block holds all 100
    const kept = first?.reservation?.settle(14); // its statement is on its way
    const second = blocks.take('k', 5, 90, refill); // 86 free < 90: the block is given back and reserved again
    await new Promise((resolve) => setImmediate(resolve));
    open();
    await kept;
    const lend = await second;
    expect(lend?.reservation?.amount).toBe(86);
    expect(counter.used + counter.held).toBeLessThanOrEqual(100);
    await lend?.reservation?.settle(86);
    expect({ used: counter.used, held: counter.held }).toEqual({ used: 100, held: 0 });
  });

  it('counts a settle that arrives after its block was freed, without freeing it twice', async () => {
    const counter = new Counter(1_000_000);
    const blocks = blocksOf(counter);
    const lend = await blocks.take('k', 1, 50, refillFrom(counter));
    // The sweeper freed the block (e.g. this process's lease lapsed under load) while the request ran.
    counter.sweep([...counter.rows.keys()]);
    await lend?.reservation?.settle(20);
    expect({ used: counter.used, held: counter.held }).toEqual({ used: 20, held: 0 });
  });

  it('settles or releases a lent part once, whatever the caller calls after', async () => {
    const counter = new Counter(1_000_000);
    const blocks = blocksOf(counter);
    const lend = await blocks.take('k', 1, 50, refillFrom(counter));
    await lend?.reservation?.settle(20);
    await lend?.reservation?.release();
    const again = await blocks.take('k', 1, 980, refillFrom(counter));
    expect(again?.reservation?.amount).toBe(980); // 1,000 − 20 kept: the 30 unused came back once
    expect(counter.used).toBe(20);
  });
});
