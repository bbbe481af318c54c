import { contentChecksum } from './checksum';

describe('contentChecksum', () => {
  it('gives the values the server computes (FNV-1a 32-bit over UTF-16 units)', () => {
    // Reference values of backend/src/engines/code/content-checksum.ts.
    expect(contentChecksum('')).toBe('811c9dc5');
    expect(contentChecksum('a')).toBe('e40c292c');
    expect(contentChecksum('header { color: blue; }\n')).toBe(contentChecksum('header { color: blue; }\n'));
    expect(contentChecksum('ü🎨')).not.toBe(contentChecksum('u🎨'));
  });
});
