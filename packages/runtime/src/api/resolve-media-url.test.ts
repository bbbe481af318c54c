import { resolveMediaUrl } from './resolve-media-url';

describe('resolveMediaUrl', () => {
  it('keeps the URL when the API shares the page origin', () => {
    expect(resolveMediaUrl('/api/media/abc', '/api')).toBe('/api/media/abc');
  });

  it('points at the API origin when the API lives elsewhere', () => {
    expect(resolveMediaUrl('/api/media/abc', 'http://localhost:4000/api')).toBe('http://localhost:4000/api/media/abc');
  });

  it('leaves absolute URLs untouched', () => {
    expect(resolveMediaUrl('https://cdn.example.com/v.mp4', 'http://localhost:4000/api')).toBe('https://cdn.example.com/v.mp4');
  });
});
