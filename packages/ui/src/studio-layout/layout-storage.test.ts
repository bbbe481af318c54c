import { clampSize, layoutStorageKey, readLayout, writeLayout } from './layout-storage';

beforeEach(() => localStorage.clear());

describe(readLayout.name, () => {
  it('reads back what was written, per layout id', () => {
    writeLayout('build', { sizes: { side: 300, bottom: 200 }, collapsed: { aside: true } });
    expect(readLayout('build')).toEqual({ sizes: { side: 300, bottom: 200 }, collapsed: { aside: true } });
    expect(readLayout('music')).toEqual({ sizes: {}, collapsed: {} });
    expect(localStorage.getItem(layoutStorageKey('build'))).toContain('"side":300');
  });

  it('ignores corrupt JSON and values of the wrong kind', () => {
    localStorage.setItem(layoutStorageKey('a'), '{not json');
    expect(readLayout('a')).toEqual({ sizes: {}, collapsed: {} });
    localStorage.setItem(layoutStorageKey('b'), JSON.stringify({ sizes: { side: 'wide', aside: -4, bottom: null, other: 5 }, collapsed: { side: 'yes', bottom: false } }));
    expect(readLayout('b')).toEqual({ sizes: {}, collapsed: { bottom: false } });
  });

  it('survives blocked storage', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readLayout('x')).toEqual({ sizes: {}, collapsed: {} });
    expect(() => writeLayout('x', { sizes: {}, collapsed: {} })).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe(clampSize.name, () => {
  it('keeps a size within its limits, in whole pixels', () => {
    expect(clampSize(50, 100, 400)).toBe(100);
    expect(clampSize(500, 100, 400)).toBe(400);
    expect(clampSize(250.6, 100, 400)).toBe(251);
    expect(clampSize(50, 100, 80)).toBe(100); // a max below the min gives way
  });
});
