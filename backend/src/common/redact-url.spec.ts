import { REDACTED, isSecretParameter, redactQuery, redactUrl } from './redact-url';

describe(redactUrl.name, () => {
  it('hides the values of keys, tokens and passwords and keeps everything else as it came', () => {
    expect(redactUrl('/api/wp/embed/chat?api_key=atk_live_1234567890')).toBe(`/api/wp/embed/chat?api_key=${REDACTED}`);
    expect(redactUrl('/x?a=1&key=k&token=t&magic=atm_x&password=p&secret=s&access_token=at&b=%20two')).toBe(
      `/x?a=1&key=${REDACTED}&token=${REDACTED}&magic=${REDACTED}&password=${REDACTED}&secret=${REDACTED}` +
        `&access_token=${REDACTED}&b=%20two`,
    );
  });

  it('recognises names whatever their case or encoding', () => {
    expect(redactUrl('/x?API_KEY=1&api%5Fkey=2&X-Amz-Signature=3&X-Amz-Credential=4')).toBe(
      `/x?API_KEY=${REDACTED}&api%5Fkey=${REDACTED}&X-Amz-Signature=${REDACTED}&X-Amz-Credential=${REDACTED}`,
    );
  });

  it('repeats a redaction for every occurrence of a parameter', () => {
    expect(redactUrl('/x?token=a&token=b')).toBe(`/x?token=${REDACTED}&token=${REDACTED}`);
  });

  it('leaves URLs without secrets, without a query, or with a bare name alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/chat/history?limit=20&page=2')).toBe('/api/chat/history?limit=20&page=2');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?')).toBe('/x?');
  });

  it('survives malformed percent-encoding in a name', () => {
    expect(redactUrl('/x?%E0%A4%A=1&key=2')).toBe(`/x?%E0%A4%A=1&key=${REDACTED}`);
  });
});

describe(redactQuery.name, () => {
  it('replaces secret values of a parsed query and keeps the rest', () => {
    expect(redactQuery({ api_key: 'atk_x', session_id: 'abc', n: '2', tags: ['a', 'b'] })).toEqual({
      api_key: REDACTED,
      session_id: REDACTED,
      n: '2',
      tags: ['a', 'b'],
    });
    expect(redactQuery(undefined)).toBeUndefined();
  });
});

describe(isSecretParameter.name, () => {
  it('does not flag ordinary parameters', () => {
    for (const name of ['id', 'limit', 'page', 'next', 'q', 'prompt', 'keyword', 'tokens_used']) {
      expect(isSecretParameter(name)).toBe(false);
    }
  });
});
