import type { MeteringPool } from '../database/metering-pool';
import type { PreparedStatement } from '../database/prepared-statement';
import { SETTLE, SETTLE_MANY, SETTLE_PART, SETTLE_PARTS } from './metering.statements';
import type { ReservationRecord } from './reservation';
import { SettleBatcher } from './settle-batcher';

interface Sent {
  statement: PreparedStatement;
  values: unknown[];
  answer(rows: Array<{ id: string }>): void;
  fail(error: Error): void;
}

/** A pool whose statements return only when the test answers them. */
function heldPool() {
  const sent: Sent[] = [];
  const pool = {
    run: (statement: PreparedStatement, values: unknown[]) =>
      new Promise((resolve, reject) => {
        sent.push({ statement, values, answer: (rows) => resolve({ rows, rowCount: rows.length }), fail: reject });
      }),
  } as unknown as MeteringPool;
  return { pool, sent };
}

const record = (id: string): ReservationRecord => ({ id, meter: 'api.tokens', period: '2026-11-01', subjects: ['account:a'], amount: 100 });

/** Lets every settled promise and its continuations run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('SettleBatcher (group commit of settles)', () => {
  it('sends a lone settle at once, by itself', async () => {
    const { pool, sent } = heldPool();
    const batcher = new SettleBatcher(pool);
    const done = batcher.settle(record('r1'), 10);
    expect(sent).toHaveLength(1);
    expect(sent[0].statement).toBe(SETTLE);
    expect(sent[0].values).toEqual(['r1', 10, 'api.tokens', '2026-11-01', ['account:a']]);
    sent[0].answer([]);
    await expect(done).resolves.toBeUndefined();
  });

  it('groups every settle that arrives while a statement runs into the next one, and resolves each only once it is committed', async () => {
    const { pool, sent } = heldPool();
    const batcher = new SettleBatcher(pool);
    const resolved: string[] = [];
    const settle = (id: string, kept: number) => batcher.settle(record(id), kept).then(() => resolved.push(id));
    const first = settle('r1', 1);
    const grouped = [settle('r2', 2), settle('r3', 3), settle('r4', 4)];
    expect(sent).toHaveLength(1); // the others wait for the running statement

    sent[0].answer([]);
    await first;
    expect(sent).toHaveLength(2);
    expect(sent[1].statement).toBe(SETTLE_MANY);
    expect(sent[1].values).toEqual([['r2', 'r3', 'r4'], [2, 3, 4]]);
    await flush();
    expect(resolved).toEqual(['r1']); // not before their group commits

    sent[1].answer([{ id: 'r2' }, { id: 'r3' }, { id: 'r4' }]);
    await Promise.all(grouped);
    expect(resolved).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(batcher.stats).toEqual({ statements: 2, settles: 4 });
  });

  it("groups the part settles of allowance blocks into one SETTLE_PARTS beside the group's SETTLE_MANY", async () => {
    const { pool, sent } = heldPool();
    const batcher = new SettleBatcher(pool);
    void batcher.settle(record('r1'), 1);
    const parts = [batcher.settlePart(record('b1'), 5), batcher.settlePart(record('b1'), 6), batcher.settlePart(record('b2'), 7)];
    const wholes = [batcher.settle(record('r2'), 2), batcher.settle(record('r3'), 3)];
    sent[0].answer([]);
    await flush();
    expect(sent.slice(1).map((statement) => statement.statement)).toEqual([SETTLE_PARTS, SETTLE_MANY]);
    expect(sent[1].values).toEqual([['b1', 'b1', 'b2'], [5, 6, 7], ['account:a', 'account:a', 'account:a'], ['api.tokens', 'api.tokens', 'api.tokens'], ['2026-11-01', '2026-11-01', '2026-11-01']]);
    sent[1].answer([]);
    sent[2].answer([{ id: 'r2' }, { id: 'r3' }]);
    await expect(Promise.all([...parts, ...wholes])).resolves.toBeDefined();
    expect(batcher.stats).toEqual({ statements: 3, settles: 6 });
  });

  it('sends a lone part settle as the one-row SETTLE_PART', async () => {
    const { pool, sent } = heldPool();
    const batcher = new SettleBatcher(pool);
    const done = batcher.settlePart(record('b1'), 9);
    expect(sent[0].statement).toBe(SETTLE_PART);
    expect(sent[0].values).toEqual(['b1', 9, 'account:a', 'api.tokens', '2026-11-01']);
    sent[0].answer([]);
    await expect(done).resolves.toBeUndefined();
  });

  it('settles a grouped reservation that was already swept by itself, so its use still counts', async () => {
    const { pool, sent } = heldPool();
    const batcher = new SettleBatcher(pool);
    void batcher.settle(record('r1'), 1);
    const grouped = [batcher.settle(record('r2'), 2), batcher.settle(record('r3'), 3)];
    sent[0].answer([]);
    await flush();
    sent[1].answer([{ id: 'r2' }]);
    await flush();
    expect(sent[2].statement).toBe(SETTLE);
    expect(sent[2].values[0]).toBe('r3');
    sent[2].answer([]);
    await expect(Promise.all(grouped)).resolves.toBeDefined();
  });

  it('rejects every settle of a group whose statement failed (none of it was committed), and goes on with the next', async () => {
    const { pool, sent } = heldPool();
    const batcher = new SettleBatcher(pool);
    void batcher.settle(record('r1'), 1);
    const grouped = [2, 3, 4].map((n) => batcher.settle(record(`r${n}`), n));
    const outcomes = Promise.allSettled(grouped);
    sent[0].answer([]);
    await flush();
    expect(sent[1].values[0]).toEqual(['r2', 'r3', 'r4']);
    sent[1].fail(new Error('connection lost'));
    for (const outcome of await outcomes) expect(outcome).toEqual({ status: 'rejected', reason: new Error('connection lost') });
    expect(sent).toHaveLength(2);
    const next = batcher.settle(record('r5'), 5);
    expect(sent).toHaveLength(3);
    sent[2].answer([]);
    await expect(next).resolves.toBeUndefined();
  });
});
