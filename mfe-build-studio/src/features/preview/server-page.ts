import type { BuildRunResponseDto } from '@atelier/api-types';

/** The backend's host page for server pages (its own CSP: inline styles only; the page in a sandbox="" frame). */
export const SERVER_PAGE_HOST_PATH = '/build-studio/server-page-frame';

/** Whether the app answered an HTML page the request panel can render (text, declared text/html). */
export function isHtmlAnswer(answer: BuildRunResponseDto): boolean {
  return answer.bodyEncoding === 'utf8' && /^\s*text\/html\b/i.test(answer.headers['content-type'] ?? '') && answer.body.trim() !== '';
}

/** Messages between the request panel and the server page host. */
export const serverPageMessage = (html: string) => ({ source: 'atelier-studio', type: 'server-page', html }) as const;

export function isServerPageHostReady(data: unknown): boolean {
  const message = data as { source?: unknown; type?: unknown } | null;
  return !!message && message.source === 'atelier-server-page' && message.type === 'host-ready';
}
