import { isFlatMeta, parseTimestamp } from './analytics-validators';

describe(isFlatMeta.name, () => {
  it('accepts a flat object of short values', () => {
    expect(isFlatMeta({ feature: 'visuals', style: '3d', ok: true, cost: 1, note: null })).toBe(true);
    expect(isFlatMeta({})).toBe(true);
  });

  it('refuses nesting, arrays, long text, odd keys and too many keys', () => {
    expect(isFlatMeta({ nested: { a: 1 } })).toBe(false);
    expect(isFlatMeta({ list: [1] })).toBe(false);
    expect(isFlatMeta([])).toBe(false);
    expect(isFlatMeta({ text: 'x'.repeat(201) })).toBe(false);
    expect(isFlatMeta({ 'bad key': 1 })).toBe(false);
    expect(isFlatMeta({ n: Number.NaN })).toBe(false);
    expect(isFlatMeta(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])))).toBe(false);
  });
});

describe(parseTimestamp.name, () => {
  it('reads epoch milliseconds and ISO date-times', () => {
    expect(parseTimestamp(1767225600000)?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseTimestamp('2026-01-01T01:00:00+01:00')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses anything else', () => {
    for (const value of ['yesterday', '2026-01-01', '', 1e20, -1, Number.NaN, null, {}, '1999-12-31T23:59:59Z']) {
      expect(parseTimestamp(value)).toBeNull();
    }
  });
});
