import { magicLinkExpiresAt, magicLinkUrl, safeNextPath } from './magic-link-url';

describe(magicLinkUrl.name, () => {
  it('points at the Login screen of the public site with the token', () => {
    expect(magicLinkUrl('http://localhost:3000', 'atm_abc')).toBe('http://localhost:3000/login?magic=atm_abc');
  });

  it('keeps a base path and adds an encoded next page', () => {
    expect(magicLinkUrl('https://atelier.example/app', 'atm_abc', '/account?tab=sessions')).toBe(
      'https://atelier.example/app/login?magic=atm_abc&next=%2Faccount%3Ftab%3Dsessions',
    );
  });

  it('drops a next that would leave the site', () => {
    expect(magicLinkUrl('http://localhost:3000', 'atm_abc', '//evil.example')).toBe(
      'http://localhost:3000/login?magic=atm_abc',
    );
  });
});

describe(safeNextPath.name, () => {
  it.each(['/chat', '/account', '/build-studio?project=1#top'])('accepts the same-site path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'chat', '/\t/evil.example', '', undefined])(
    'refuses %s',
    (path) => {
      expect(safeNextPath(path)).toBeUndefined();
    },
  );

  it('refuses an absurdly long path', () => {
    expect(safeNextPath(`/${'a'.repeat(600)}`)).toBeUndefined();
  });
});

describe(magicLinkExpiresAt.name, () => {
  it('ends a link 15 minutes after it was made', () => {
    expect(magicLinkExpiresAt(new Date('2026-01-01T12:00:00Z'), 15).toISOString()).toBe('2026-01-01T12:15:00.000Z');
  });
});
