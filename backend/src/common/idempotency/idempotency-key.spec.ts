import { idempotencyKeyOf } from './idempotency-key';

describe(idempotencyKeyOf.name, () => {
  it('takes the query parameter or the header, both when they agree, and none when neither came', () => {
    expect(idempotencyKeyOf('k1', undefined)).toBe('k1');
    expect(idempotencyKeyOf(undefined, 'k2')).toBe('k2');
    expect(idempotencyKeyOf('k3', 'k3')).toBe('k3');
    expect(idempotencyKeyOf(undefined, undefined)).toBeNull();
  });

  it('refuses keys that disagree, come twice or are malformed, with 400 INVALID_IDEMPOTENCY_KEY', () => {
    expect(() => idempotencyKeyOf('a', 'b')).toThrow(/differ/);
    expect(() => idempotencyKeyOf(undefined, 'has space')).toThrow(/printable/);
    expect(() => idempotencyKeyOf('x'.repeat(129), undefined)).toThrow(/printable/);
    expect(() => idempotencyKeyOf(['a', 'b'], undefined)).toThrow(/once/);
    expect(() => idempotencyKeyOf(undefined, ['a', 'b'])).toThrow(/once/);
    let thrown: unknown;
    try {
      idempotencyKeyOf('a', 'b');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY', status: 400 });
  });
});
