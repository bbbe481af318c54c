import { type SlotHolder, chooseSlot } from './slot-policy';

const app = (owner: string, lastActivity: number): SlotHolder => ({ owner, lastActivity });

describe(chooseSlot.name, () => {
  it('takes the first free slot while the owner is under their share', () => {
    expect(chooseSlot([app('a', 1), null, null], 'a', 2)).toEqual({ kind: 'free', slot: 1 });
    expect(chooseSlot([null, null], 'b', 2)).toEqual({ kind: 'free', slot: 0 });
  });

  it("replaces the owner's own least recently used app once they hold their share, even with free slots", () => {
    const slots = [app('a', 20), app('b', 1), app('a', 10), null];
    expect(chooseSlot(slots, 'a', 2)).toEqual({ kind: 'evict', slot: 2, why: 'own' });
    expect(chooseSlot([app('a', 5), null], 'a', 1)).toEqual({ kind: 'evict', slot: 0, why: 'own' });
  });

  it("answers busy rather than stop another owner's app within their share", () => {
    const full = [app('a', 1), app('a', 2), app('b', 3), app('b', 4)];
    expect(chooseSlot(full, 'c', 2)).toEqual({ kind: 'busy' });
    expect(chooseSlot(full, 'b', 3)).toEqual({ kind: 'busy' });
  });

  it('stops the least recently used app of the owner holding the most slots beyond their share', () => {
    const full = [app('b', 1), app('a', 5), app('a', 3), app('a', 4), app('c', 2), app('c', 6), app('c', 7)];
    // a and c both hold 3 (over a share of 2); c's app at 2 has waited longest among them; b's older app is within its share.
    expect(chooseSlot(full, 'd', 2)).toEqual({ kind: 'evict', slot: 4, why: 'fair' });
    const skewed = [app('a', 9), app('a', 8), app('a', 7), app('b', 1)];
    expect(chooseSlot(skewed, 'c', 2)).toEqual({ kind: 'evict', slot: 2, why: 'fair' });
  });
});
