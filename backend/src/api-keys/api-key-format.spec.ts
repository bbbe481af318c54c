import { createApiKey, hashApiKey, isWellFormedApiKey, maskApiKey, visibleParts } from './api-key-format';

describe('API key format', () => {
  it('creates distinct 42-character keys with the atk_ prefix that pass their own checksum', () => {
    const keys = new Set(Array.from({ length: 200 }, createApiKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^atk_[A-Za-z0-9_-]{38}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
  });

  it('rejects a key with one character changed, a foreign prefix or the wrong length', () => {
    const key = createApiKey();
    const flipped = key.slice(0, 10) + (key[10] === 'a' ? 'b' : 'a') + key.slice(11);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(`sk_${key.slice(4)}`)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('shows the 12 first and 4 last characters around an ellipsis', () => {
    const key = 'atk_ABCDEFGHijklmnopqrstuvwxyz0123456789-_';
    const { start, end } = visibleParts(key);
    expect(maskApiKey(start, end)).toBe('atk_ABCDEFGH…89-_');
  });

  it('hashes to 64 hex characters that do not contain the key', () => {
    const key = createApiKey();
    const hash = hashApiKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key.slice(4, 20));
    expect(hashApiKey(key)).toBe(hash);
  });
});
