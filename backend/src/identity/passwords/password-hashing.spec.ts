import { scaled } from '../../../test/support/time-factor';
import { SCRYPT_PARAMS, hashPassword, needsRehash, parsePasswordHash, verifyPassword } from './password-hashing';

// Each hash costs ~0.3 s of CPU by design (OWASP scrypt): a handful of them take a few seconds on an idle machine.
jest.setTimeout(scaled(15_000));

describe(hashPassword.name, () => {
  let hash: string;

  beforeAll(async () => {
    hash = await hashPassword('violet-Harbor-47');
  });

  it('encodes scheme, OWASP parameters, a 32-byte salt and a 64-byte key', () => {
    const [scheme, N, r, p] = hash.split('$');
    const parsed = parsePasswordHash(hash);

    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(parsed?.params).toEqual(SCRYPT_PARAMS);
    expect(parsed?.salt).toHaveLength(32);
    expect(parsed?.key).toHaveLength(64);
    expect(hash).not.toContain('violet');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    await expect(verifyPassword('violet-Harbor-47', hash)).resolves.toBe(true);
    await expect(verifyPassword('violet-harbor-47', hash)).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };

    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('verifies with the parameters stored in the hash, so they can change', async () => {
    const old = await hashPassword('violet-Harbor-47', { N: 2 ** 14, r: 8, p: 1 });

    await expect(verifyPassword('violet-Harbor-47', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it('never matches a malformed or absurdly expensive stored hash', async () => {
    const [, , , , salt, key] = hash.split('$');

    await expect(verifyPassword('x', 'bcrypt$whatever')).resolves.toBe(false);
    await expect(verifyPassword('x', `scrypt$1000$8$1$${salt}$${key}`)).resolves.toBe(false);
    await expect(verifyPassword('x', `scrypt$${2 ** 24}$8$1$${salt}$${key}`)).resolves.toBe(false);
    expect(parsePasswordHash(`scrypt$131072$8$1$$${key}`)).toBeNull();
  });
});
