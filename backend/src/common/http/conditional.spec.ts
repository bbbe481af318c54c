import { ifRangeHolds, noneMatchHits } from './conditional';

const etag = '"6f1c1a9e-3c55-4a8e-9a57-2a0f4f0b9c11"';

describe(noneMatchHits.name, () => {
  it('matches our tag, alone, in a list, weak, or as *', () => {
    expect(noneMatchHits(etag, etag)).toBe(true);
    expect(noneMatchHits(`"other", ${etag}`, etag)).toBe(true);
    expect(noneMatchHits(`W/${etag}`, etag)).toBe(true);
    expect(noneMatchHits('*', etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(noneMatchHits('"other"', etag)).toBe(false);
    expect(noneMatchHits(undefined, etag)).toBe(false);
  });
});

describe(ifRangeHolds.name, () => {
  const createdAt = new Date('2026-01-02T03:04:05.678Z');

  it('holds without the header, for our strong tag, and for a date not older than the file', () => {
    expect(ifRangeHolds(undefined, etag, createdAt)).toBe(true);
    expect(ifRangeHolds(etag, etag, createdAt)).toBe(true);
    expect(ifRangeHolds(createdAt.toUTCString(), etag, createdAt)).toBe(true);
  });

  it('fails for a weak or other tag, an older date or garbage', () => {
    expect(ifRangeHolds(`W/${etag}`, etag, createdAt)).toBe(false);
    expect(ifRangeHolds('"other"', etag, createdAt)).toBe(false);
    expect(ifRangeHolds('Thu, 01 Jan 2026 00:00:00 GMT', etag, createdAt)).toBe(false);
    expect(ifRangeHolds('yesterday', etag, createdAt)).toBe(false);
  });
});
