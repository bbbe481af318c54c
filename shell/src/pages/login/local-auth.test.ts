import { buildLocalUser, safeNextPath } from './local-auth';

describe('buildLocalUser', () => {
  it('names the user after the part of the email before the @ and gives a 9-character id', () => {
    const user = buildLocalUser('ada.lovelace@example.com');
    expect(user.email).toBe('ada.lovelace@example.com');
    expect(user.name).toBe('ada.lovelace');
    expect(user.id).toMatch(/^[a-z0-9]{9}$/);
  });

  it('prefers a given name', () => {
    expect(buildLocalUser('ada@example.com', ' Ada Lovelace ').name).toBe('Ada Lovelace');
    expect(buildLocalUser('ada@example.com', '  ').name).toBe('ada');
  });
});

describe('safeNextPath', () => {
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
