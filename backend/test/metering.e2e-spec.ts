import { MeteringPool } from '../src/database/metering-pool';
import { ProcessLease } from '../src/database/process-lease';
import { MeteringService } from '../src/metering/metering.service';
import { ReservationSweeper } from '../src/metering/reservation-sweeper';
import { useSuiteServer } from './support/suite-server';

let sequence = 0;
const subject = (label: string) => `test:${label}:${++sequence}`;

describe(`${MeteringService.name} (real PostgreSQL)`, () => {
  let metering: MeteringService;
  let sweeper: ReservationSweeper;

  const suite = useSuiteServer('metering', { BACKEND_MODULES: 'health' });

  beforeAll(async () => {
    metering = suite.server.app.get(MeteringService);
    sweeper = suite.server.app.get(ReservationSweeper);
  });

  const counter = async (name: string, meter = 'api.tokens') =>
    (await suite.database.query<{ used: string; held: string }>('SELECT used, held FROM meter_counters WHERE subject = $1 AND meter = $2', [name, meter]))[0] ?? {
      used: '0',
      held: '0',
    };

  it('holds while work runs and keeps only what settle says was used', async () => {
    const who = subject('settle');
    const reservation = await metering.reserve({ meter: 'api.tokens', subjects: [{ subject: who, limit: 1000 }], amount: 600, minimum: 10 });
    expect(reservation?.amount).toBe(600);
    expect(await counter(who)).toEqual({ used: '0', held: '600' });

    await reservation!.settle(250);
    await reservation!.settle(250);
    await reservation!.release();

    expect(await counter(who)).toEqual({ used: '250', held: '0' });
  });

  it('keeps parts of an open reservation (an allowance block), alone or grouped, and counts a part that comes after it ended', async () => {
    const who = subject('parts');
    const block = await metering.reserve({ meter: 'api.tokens', subjects: [{ subject: who, limit: 10_000 }], amount: 1_000 });
    expect(block?.amount).toBe(1_000);
    const record = { id: block!.id, meter: block!.meter, period: block!.period, subjects: block!.subjects, amount: block!.amount };
    const amountLeft = async () => (await suite.database.query<{ amount: string }>('SELECT amount FROM meter_reservations WHERE id = $1', [record.id]))[0]?.amount;

    await metering.settlePart(record, 30); // alone: SETTLE_PART
    expect(await counter(who)).toEqual({ used: '30', held: '970' });
    await Promise.all([5, 6, 7, 8].map((used) => metering.settlePart(record, used))); // grouped: SETTLE_PARTS after the first
    expect(await counter(who)).toEqual({ used: '56', held: '944' });
    expect(await amountLeft()).toBe('944');

    await metering.shrink(record, 900);
    expect(await counter(who)).toEqual({ used: '56', held: '44' });
    await metering.release(record);
    expect(await counter(who)).toEqual({ used: '56', held: '0' });
    // Ended (released, or swept with its process) before a part was counted: the use still counts, and the
    // hold, already freed, is not taken off again.
    await Promise.all([4, 3, 1].map((used) => metering.settlePart(record, used))); // the first alone, the others grouped
    await metering.settlePart(record, 1);
    expect(await counter(who)).toEqual({ used: '65', held: '0' });
    expect(await amountLeft()).toBeUndefined();
  });

  it('grants less than wanted down to the minimum, and nothing below it', async () => {
    const who = subject('partial');
    const first = await metering.reserve({ meter: 'api.tokens', subjects: [{ subject: who, limit: 100 }], amount: 80 });
    const second = await metering.reserve({ meter: 'api.tokens', subjects: [{ subject: who, limit: 100 }], amount: 80, minimum: 5 });
    const third = await metering.reserve({ meter: 'api.tokens', subjects: [{ subject: who, limit: 100 }], amount: 80, minimum: 5 });

    expect([first?.amount, second?.amount, third]).toEqual([80, 20, null]);
  });

  it('never lets 100 parallel reservations past a limit of 10', async () => {
    const who = subject('race');
    const results = await Promise.all(
      Array.from({ length: 100 }, () => metering.reserve({ meter: 'daily.photo', subjects: [{ subject: who, limit: 10 }] })),
    );

    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await counter(who, 'daily.photo')).toEqual({ used: '0', held: '10' });
  });

  it('charges every subject of a reservation or none of them', async () => {
    const ip = subject('ip');
    const session = subject('session');
    await metering.reserve({ meter: 'daily.video', subjects: [{ subject: session, limit: 2 }], amount: 2 });

    const refused = await metering.reserve({
      meter: 'daily.video',
      subjects: [
        { subject: ip, limit: 2 },
        { subject: session, limit: 2 },
      ],
    });

    expect(refused).toBeNull();
    expect(await counter(ip, 'daily.video')).toEqual({ used: '0', held: '0' });
  });

  it('counts a subject without a limit, and never refuses it', async () => {
    const who = subject('unlimited');
    for (let i = 0; i < 3; i += 1) await (await metering.reserve({ meter: 'daily.chat', subjects: [{ subject: who, limit: null }] }))!.settle();

    expect(await counter(who, 'daily.chat')).toEqual({ used: '3', held: '0' });
  });

  it('releases what a dead process held, and still counts its late settle exactly', async () => {
    const who = subject('dead');
    const kept = await metering.reserve({ meter: 'api.images', subjects: [{ subject: who, limit: 5 }] });
    // A reservation whose holder's lease is gone, as a killed process leaves behind.
    await suite.database.query(
      `INSERT INTO meter_reservations (holder, meter, period, subjects, amount) VALUES ('process:1', 'api.images', $1, ARRAY[$2], 3)`,
      [kept!.period, who],
    );
    await suite.database.query('UPDATE meter_counters SET held = held + 3 WHERE subject = $1', [who]);
    expect(await counter(who, 'api.images')).toEqual({ used: '0', held: '4' });

    await sweeper.sweepNow();
    expect(await counter(who, 'api.images')).toEqual({ used: '0', held: '1' });

    // Even if its own reservation had been swept too, settling still counts the use.
    await suite.database.query('DELETE FROM meter_reservations WHERE id = $1', [kept!.id]);
    await suite.database.query('UPDATE meter_counters SET held = 0 WHERE subject = $1', [who]);
    await kept!.settle();
    expect(await counter(who, 'api.images')).toEqual({ used: '1', held: '0' });
  });

  it('settles 200 parallel reservations of one counter exactly, grouped into far fewer statements', async () => {
    const who = subject('grouped');
    const reservations = await Promise.all(
      Array.from({ length: 200 }, () => metering.reserve({ meter: 'api.tokens', subjects: [{ subject: who, limit: 1_000_000 }], amount: 10 })),
    );
    expect(await counter(who)).toEqual({ used: '0', held: '2000' });
    const run = jest.spyOn(suite.server.app.get(MeteringPool), 'run');

    await Promise.all(reservations.map((reservation, i) => reservation!.settle(i % 10)));

    const expected = reservations.reduce((sum, _r, i) => sum + (i % 10), 0);
    expect(await counter(who)).toEqual({ used: String(expected), held: '0' });
    const statements = run.mock.calls.map(([statement]) => statement.name);
    expect(statements.filter((name) => name === 'metering.settle-many').length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThan(50);
    run.mockRestore();
    const left = await suite.database.query<{ n: string }>('SELECT count(*) AS n FROM meter_reservations WHERE $1 = ANY(subjects)', [who]);
    expect(left[0].n).toBe('0');
  });

  it('settles overlapping groups over many counters, named in shuffled orders, each exactly and without an error', async () => {
    const counters = Array.from({ length: 12 }, (_, i) => subject(`overlap-${i}`));
    for (let wave = 0; wave < 5; wave += 1) {
      const held = await Promise.all(
        Array.from({ length: 240 }, (_, i) =>
          metering.reserve({ meter: 'api.tokens', subjects: [{ subject: counters[(i * 7 + wave) % counters.length], limit: null }], amount: 3 }),
        ),
      );
      // Shuffled, so consecutive groups name the same counters in different orders.
      const shuffled = held.map((reservation, i) => ({ reservation, key: (i * 37 + wave * 11) % held.length })).sort((a, b) => a.key - b.key);
      await Promise.all(shuffled.map(({ reservation }) => reservation!.settle(2)));
    }

    const totals = await Promise.all(counters.map((name) => counter(name)));
    expect(totals.reduce((sum, t) => sum + Number(t.used), 0)).toBe(5 * 240 * 2);
    expect(totals.every((t) => t.held === '0')).toBe(true);
  });

  it('settles a group mixing counters, two-subject holds and an already swept reservation, each exactly', async () => {
    const [a, b, visitor, browser] = [subject('mix-a'), subject('mix-b'), subject('mix-ip'), subject('mix-session')];
    const reserve = (subjects: string[]) =>
      metering.reserve({ meter: 'daily.photo', subjects: subjects.map((name) => ({ subject: name, limit: 100 })), amount: 2 });
    const held = await Promise.all([reserve([a]), reserve([a]), reserve([b]), reserve([visitor, browser]), reserve([visitor, browser]), reserve([a])]);
    // The last one's row is gone, as after a sweep that freed its hold: its settle must still count.
    await suite.database.query('DELETE FROM meter_reservations WHERE id = $1', [held[5]!.id]);
    await suite.database.query('UPDATE meter_counters SET held = held - 2 WHERE subject = $1 AND meter = $2', [a, 'daily.photo']);

    await Promise.all(held.map((reservation) => reservation!.settle(1)));

    expect(await counter(a, 'daily.photo')).toEqual({ used: '3', held: '0' });
    expect(await counter(b, 'daily.photo')).toEqual({ used: '1', held: '0' });
    expect(await counter(visitor, 'daily.photo')).toEqual({ used: '2', held: '0' });
    expect(await counter(browser, 'daily.photo')).toEqual({ used: '2', held: '0' });
  });

  it('keeps what a live job holds, and releases what a job that is gone held', async () => {
    const who = subject('job');
    const reservation = await metering.reserve({ meter: 'api.videos', subjects: [{ subject: who, limit: 5 }], amount: 2 });
    const [job] = await suite.database.query<{ id: string }>(
      `INSERT INTO jobs (kind, owner_session_id, input) VALUES ('test.kind', 'abc', '{}') RETURNING id`,
    );
    await metering.transfer([reservation!.id], `job:${job.id}`);
    await suite.database.query(`UPDATE meter_reservations SET created_at = now() - interval '2 minutes' WHERE id = $1`, [reservation!.id]);

    await sweeper.sweepNow();
    expect(await counter(who, 'api.videos')).toEqual({ used: '0', held: '2' });

    await suite.database.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [job.id]);
    await sweeper.sweepNow();
    expect(await counter(who, 'api.videos')).toEqual({ used: '0', held: '0' });
  });

  it('holds its process lease as an advisory lock the database can see (what the sweeper checks)', async () => {
    const lease = suite.server.app.get(ProcessLease);
    const key = await lease.key();
    const [{ live }] = await suite.database.query<{ live: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid::bigint = $1) AS live`,
      [key],
    );
    expect(live).toBe(true);
  });
});
