import { formatSize } from './format-size';

describe(formatSize.name, () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [34 * 1024 + 300, '34 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [12.4 * 1024 * 1024, '12 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
