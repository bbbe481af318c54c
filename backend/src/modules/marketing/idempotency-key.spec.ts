import { idempotencyKeyOf } from './idempotency-key';

describe(idempotencyKeyOf.name, () => {
  it('takes the query parameter or the header, and both when they agree', () => {
    expect(idempotencyKeyOf('k1', undefined, true)).toBe('k1');
    expect(idempotencyKeyOf(undefined, 'k2', true)).toBe('k2');
    expect(idempotencyKeyOf('k3', 'k3', true)).toBe('k3');
  });

  it('refuses keys that disagree and a missing required key', () => {
    expect(() => idempotencyKeyOf('a', 'b', true)).toThrow(/differ/);
    expect(() => idempotencyKeyOf(undefined, undefined, true)).toThrow(/idempotency key/);
  });

  it('makes a fresh key when none is needed', () => {
    expect(idempotencyKeyOf(undefined, undefined, false)).toMatch(/^auto_[0-9a-f-]{36}$/);
  });
});
