import { formatLastActive } from './last-active';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe(formatLastActive.name, () => {
  it('says Just now under a minute (and for a clock slightly ahead)', () => {
    expect(formatLastActive(ago(59_000), now)).toBe('Just now');
    expect(formatLastActive(ago(-5_000), now)).toBe('Just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatLastActive(ago(60_000), now)).toBe('1 minute ago');
    expect(formatLastActive(ago(5 * 60_000 + 10_000), now)).toBe('5 minutes ago');
    expect(formatLastActive(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatLastActive(ago(2 * 86_400_000), now)).toBe('2 days ago');
  });

  it('gives the date after a month, and Unknown for a bad value', () => {
    expect(formatLastActive('2025-01-19T12:00:00.000Z', now)).toBe('January 19, 2025');
    expect(formatLastActive('not a date', now)).toBe('Unknown');
  });
});
