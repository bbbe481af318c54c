import type { BuildRunResponseDto } from '@atelier/api-types';
import { SERVER_PAGE_CSP, isHtmlAnswer, serverPageDocument } from './server-page';

const answer = (contentType: string | undefined, body = '<h1>Hi</h1>', bodyEncoding: 'utf8' | 'base64' = 'utf8'): BuildRunResponseDto =>
  ({ status: 200, headers: contentType ? { 'content-type': contentType } : {}, body, bodyEncoding, truncated: false, durationMs: 3 }) as BuildRunResponseDto;

const meta = `<meta http-equiv="Content-Security-Policy" content="${SERVER_PAGE_CSP}">`;

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

  it('puts the policy first in the head, keeping the doctype first in the document', () => {
    expect(serverPageDocument('<!DOCTYPE html><html><head lang="en"><title>T</title></head><body>x</body></html>')).toBe(
      `<!DOCTYPE html><html><head lang="en">${meta}<title>T</title></head><body>x</body></html>`,
    );
    expect(serverPageDocument('<!doctype html>\n<h1>Hi</h1>')).toBe(`<!doctype html>${meta}\n<h1>Hi</h1>`);
    expect(serverPageDocument('<h1>Hi</h1>')).toBe(`${meta}<h1>Hi</h1>`);
    // A <header> is not the head.
    expect(serverPageDocument('<header>a</header>')).toBe(`${meta}<header>a</header>`);
  });
});
