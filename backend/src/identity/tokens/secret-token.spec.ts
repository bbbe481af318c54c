import { createSecretToken, hashSecretToken, isWellFormedToken } from './secret-token';

describe(createSecretToken.name, () => {
  it('makes prefixed base64url tokens of 256 random bits, never twice the same', () => {
    const tokens = Array.from({ length: 100 }, () => createSecretToken('ats_'));

    expect(new Set(tokens).size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^ats_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
      expect(isWellFormedToken(token, 'ats_')).toBe(true);
    }
  });

  it('tells our tokens from anything else', () => {
    const token = createSecretToken('atm_');

    expect(isWellFormedToken(token, 'ats_')).toBe(false);
    expect(isWellFormedToken(`${token}x`, 'atm_')).toBe(false);
    expect(isWellFormedToken(`atm_${'%'.repeat(43)}`, 'atm_')).toBe(false);
  });
});

describe(hashSecretToken.name, () => {
  it('is the hex SHA-256 of the token, stable and not the token', () => {
    const token = createSecretToken('ats_');

    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
    expect(hashSecretToken(token)).not.toContain(token.slice(4, 20));
    expect(hashSecretToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
