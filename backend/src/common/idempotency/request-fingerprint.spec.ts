import { canonicalJson, requestFingerprint } from './request-fingerprint';

describe(requestFingerprint.name, () => {
  it('is the same whatever the key order, at any depth', () => {
    const a = { endpoint: 'text', source: 'web', meta: { feature: 'campaign_copy', copyType: 'ad' } };
    const b = { meta: { copyType: 'ad', feature: 'campaign_copy' }, source: 'web', endpoint: 'text' };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
  });

  it('differs when any value differs', () => {
    const a = { endpoint: 'text', source: 'web', meta: { feature: 'campaign_copy', copyType: 'ad' } };
    expect(requestFingerprint(a)).not.toBe(requestFingerprint({ ...a, meta: { ...a.meta, copyType: 'email' } }));
    expect(requestFingerprint(a)).not.toBe(requestFingerprint({ ...a, endpoint: 'image' }));
  });

  it('ignores undefined fields, as JSON would', () => {
    expect(canonicalJson({ a: 1, b: undefined, c: [1, { e: 2, d: 1 }] })).toBe('{"a":1,"c":[1,{"d":1,"e":2}]}');
  });
});
