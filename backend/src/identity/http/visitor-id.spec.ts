import { visitorIdOf } from './visitor-id';

const request = (parts: { header?: string | string[]; body?: unknown; query?: Record<string, string | string[]> }) => ({
  headers: parts.header === undefined ? {} : { 'x-session-id': parts.header },
  body: parts.body,
  query: parts.query ?? {},
});

describe(visitorIdOf.name, () => {
  it('reads the X-Session-Id header first', () => {
    expect(visitorIdOf(request({ header: 'abc123xyz', body: { session_id: 'body00001' }, query: { session_id: 'query0001' } }))).toBe('abc123xyz');
  });

  it("falls back to the body's session_id, then the query's", () => {
    expect(visitorIdOf(request({ body: { session_id: 'body00001' }, query: { session_id: 'query0001' } }))).toBe('body00001');
    expect(visitorIdOf(request({ body: { prompt: 'x' }, query: { session_id: 'query0001' } }))).toBe('query0001');
  });

  it('skips what is not a well-formed id, and trims the header', () => {
    expect(visitorIdOf(request({ header: 'not valid!', body: { session_id: 'body00001' } }))).toBe('body00001');
    expect(visitorIdOf(request({ header: ' abc123xyz ' }))).toBe('abc123xyz');
    expect(visitorIdOf(request({ header: ['a', 'b'], body: 'text', query: { session_id: ['x'] } }))).toBeUndefined();
  });

  it('is undefined when the request names no visitor', () => {
    expect(visitorIdOf(request({}))).toBeUndefined();
    expect(visitorIdOf(request({ header: '', body: { session_id: '' } }))).toBeUndefined();
  });
});
