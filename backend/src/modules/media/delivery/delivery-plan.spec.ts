import { planDelivery } from './delivery-plan';

const media = {
  size: 1000,
  contentType: 'image/png',
  etag: '"6f1c1a9e-3c55-4a8e-9a57-2a0f4f0b9c11"',
  createdAt: new Date('2026-01-02T03:04:05Z'),
};

describe(planDelivery.name, () => {
  it('serves the whole file with type, length, validators and immutable caching', () => {
    expect(planDelivery(media, {})).toEqual({
      status: 200,
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': '1000',
        'Accept-Ranges': 'bytes',
        ETag: media.etag,
        'Last-Modified': 'Fri, 02 Jan 2026 03:04:05 GMT',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  it('serves a range as 206 with Content-Range and the range length', () => {
    const plan = planDelivery(media, { range: 'bytes=100-199' });

    expect(plan).toMatchObject({
      status: 206,
      range: { start: 100, end: 199 },
      headers: { 'Content-Length': '100', 'Content-Range': 'bytes 100-199/1000' },
    });
  });

  it('answers 304 with the validators when the client copy is current, even with a range', () => {
    expect(planDelivery(media, { ifNoneMatch: media.etag, range: 'bytes=0-1' })).toEqual({
      status: 304,
      headers: {
        ETag: media.etag,
        'Last-Modified': 'Fri, 02 Jan 2026 03:04:05 GMT',
        'Cache-Control': expect.any(String),
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  });

  it('answers 416 for a range outside the file', () => {
    expect(planDelivery(media, { range: 'bytes=1000-' })).toEqual({ status: 416 });
  });

  it('serves the whole file when If-Range names another version', () => {
    expect(planDelivery(media, { range: 'bytes=0-1', ifRange: '"old"' }).status).toBe(200);
  });
});
