import type { BuildRunResponseDto } from '@atelier/api-types';
import { isHtmlAnswer, isServerPageHostReady } from './server-page';

const answer = (contentType: string | undefined, body = '<h1>Hi</h1>', bodyEncoding: 'utf8' | 'base64' = 'utf8'): BuildRunResponseDto =>
  ({ status: 200, headers: contentType ? { 'content-type': contentType } : {}, body, bodyEncoding, truncated: false, durationMs: 3 }) as BuildRunResponseDto;

describe('server pages in the request panel', () => {
  it('renders text/html answers only', () => {
    expect(isHtmlAnswer(answer('text/html; charset=utf-8'))).toBe(true);
    expect(isHtmlAnswer(answer('TEXT/HTML'))).toBe(true);
    expect(isHtmlAnswer(answer('application/json', '{"a":1}'))).toBe(false);
    expect(isHtmlAnswer(answer('text/plain', '<h1>Hi</h1>'))).toBe(false);
    expect(isHtmlAnswer(answer(undefined))).toBe(false);
    expect(isHtmlAnswer(answer('text/html', 'PGgxPg==', 'base64'))).toBe(false);
    expect(isHtmlAnswer(answer('text/html', '  '))).toBe(false);
  });

  it("knows the host's ready message and nothing else", () => {
    expect(isServerPageHostReady({ source: 'atelier-server-page', type: 'host-ready' })).toBe(true);
    expect(isServerPageHostReady({ source: 'atelier-preview', type: 'host-ready' })).toBe(false);
    expect(isServerPageHostReady(null)).toBe(false);
    expect(isServerPageHostReady('host-ready')).toBe(false);
  });
});
