import { safeNextPath } from './next-path';

describe(safeNextPath.name, () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/account')).toBe('/account');
    expect(safeNextPath('/build-studio?x=1#y')).toBe('/build-studio?x=1#y');
  });

  it('falls back to /chat for anything else', () => {
    for (const next of [null, undefined, '', 'account', '//evil.example', '/\\evil.example', 'https://evil.example/']) {
      expect(safeNextPath(next)).toBe('/chat');
    }
  });
});
