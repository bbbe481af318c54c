import { parseRange } from './byte-range';

describe(parseRange.name, () => {
  const size = 1000;

  it('reads a closed range, clamping its end to the file', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('BYTES= 10-10 ', size)).toEqual({ start: 10, end: 10 });
  });

  it('reads an open range to the end of the file', () => {
    expect(parseRange('bytes=500-', size)).toEqual({ start: 500, end: 999 });
  });

  it('reads a suffix range, the whole file when the suffix is longer', () => {
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
  });

  it('calls a range that starts past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseRange('bytes=1000-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-1200', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'items=0-1', 'bytes=5-1', 'bytes=-', 'bytes=a-b', 'bytes=0-1,5-6', 'bytes=1.5-2'])(
    'ignores %p and serves the whole file',
    (header) => {
      expect(parseRange(header, size)).toBeNull();
    },
  );
});
