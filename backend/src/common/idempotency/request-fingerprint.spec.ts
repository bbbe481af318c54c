import { canonicalJson, httpRequestFingerprint, requestFingerprint } from './request-fingerprint';

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

describe(httpRequestFingerprint.name, () => {
  const request = { method: 'post', route: '/api/photo/generate', query: { idempotency_key: 'k1' }, body: { prompt: 'a red candle', session_id: 's1' } };

  it('leaves the key itself out: the same request under two keys reads the same', () => {
    expect(httpRequestFingerprint(request)).toBe(httpRequestFingerprint({ ...request, method: 'POST', query: { idempotency_key: 'k2' } }));
  });

  it('differs by body, by the rest of the query, by route and by method', () => {
    const base = httpRequestFingerprint(request);
    expect(httpRequestFingerprint({ ...request, body: { ...request.body, prompt: 'a blue whale' } })).not.toBe(base);
    expect(httpRequestFingerprint({ ...request, query: { ...request.query, size: 'large' } })).not.toBe(base);
    expect(httpRequestFingerprint({ ...request, route: '/api/chat/stream' })).not.toBe(base);
    expect(httpRequestFingerprint({ ...request, method: 'PUT' })).not.toBe(base);
  });
});
