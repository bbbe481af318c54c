import type { DataSource, EntityManager } from 'typeorm';
import type { VisitorWorkClaim, VisitorWorkClaimer } from './visitor-work-claimer';
import { VisitorWorkClaims } from './visitor-work-claims.service';

/** A transaction per call, recorded, so a test can tell each area got its own. */
function fakeDataSource() {
  const transactions: EntityManager[] = [];
  const dataSource = {
    transaction: async <T>(work: (tx: EntityManager) => Promise<T>) => {
      const tx = { id: transactions.length } as unknown as EntityManager;
      transactions.push(tx);
      return work(tx);
    },
  } as unknown as DataSource;
  return { dataSource, transactions };
}

/** An area that owns rows by visitor id and moves only the unowned ones, as the SQL claimers do. */
class FakeArea implements VisitorWorkClaimer {
  readonly seen: Array<{ claim: VisitorWorkClaim; tx: EntityManager }> = [];
  constructor(
    readonly area: string,
    private readonly rows: Array<{ visitorId: string; userId: string | null }>,
  ) {}

  async claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number> {
    this.seen.push({ claim, tx });
    const unowned = this.rows.filter((row) => row.visitorId === claim.visitorId && row.userId === null);
    unowned.forEach((row) => (row.userId = claim.userId));
    return unowned.length;
  }
}

describe(VisitorWorkClaims.name, () => {
  it('runs every registered area once, each in its own transaction, and reports what moved', async () => {
    const { dataSource, transactions } = fakeDataSource();
    const claims = new VisitorWorkClaims(dataSource);
    const chat = new FakeArea('chat', [{ visitorId: 'abc123xyz', userId: null }, { visitorId: 'other0000', userId: null }]);
    const movie = new FakeArea('movie', [{ visitorId: 'abc123xyz', userId: null }, { visitorId: 'abc123xyz', userId: null }]);
    claims.register(chat);
    claims.register(movie);

    const report = await claims.claimAll({ visitorId: 'abc123xyz', userId: 'user-a' });

    expect(report).toEqual({ chat: 1, movie: 2 });
    expect(claims.areas()).toEqual(['chat', 'movie']);
    expect(transactions).toHaveLength(2);
    expect(chat.seen[0].tx).not.toBe(movie.seen[0].tx);
  });

  it('moves nothing the second time, and never takes work another account already claimed', async () => {
    const claims = new VisitorWorkClaims(fakeDataSource().dataSource);
    const rows = [{ visitorId: 'abc123xyz', userId: null as string | null }];
    claims.register(new FakeArea('music', rows));

    expect(await claims.claimAll({ visitorId: 'abc123xyz', userId: 'user-a' })).toEqual({ music: 1 });
    expect(await claims.claimAll({ visitorId: 'abc123xyz', userId: 'user-a' })).toEqual({ music: 0 });
    expect(await claims.claimAll({ visitorId: 'abc123xyz', userId: 'user-b' })).toEqual({ music: 0 });
    expect(rows[0].userId).toBe('user-a');
  });

  it("keeps claiming the other areas when one area's claim fails", async () => {
    const claims = new VisitorWorkClaims(fakeDataSource().dataSource);
    claims.register({ area: 'broken', claim: () => Promise.reject(new Error('database went away')) });
    claims.register(new FakeArea('chat', [{ visitorId: 'abc123xyz', userId: null }]));

    expect(await claims.claimAll({ visitorId: 'abc123xyz', userId: 'user-a' })).toEqual({ chat: 1 });
  });

  it('claims nothing for a malformed visitor id', async () => {
    const claims = new VisitorWorkClaims(fakeDataSource().dataSource);
    const area = new FakeArea('chat', []);
    claims.register(area);

    expect(await claims.claimAll({ visitorId: "x' OR 1=1", userId: 'user-a' })).toEqual({});
    expect(area.seen).toEqual([]);
  });
});
