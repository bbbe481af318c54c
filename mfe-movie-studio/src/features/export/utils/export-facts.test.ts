import { formatDuration, formatSize } from './export-facts';

describe('export facts', () => {
  it('shows the length as minutes:seconds and the size in KB or MB', () => {
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(720)).toBe('12:00');
    expect(formatSize(812 * 1024)).toBe('812 KB');
    expect(formatSize(14.2 * 1024 * 1024)).toBe('14.2 MB');
  });
});
