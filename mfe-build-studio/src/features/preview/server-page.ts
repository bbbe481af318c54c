import type { BuildRunResponseDto } from '@atelier/api-types';

/**
 * What a server page may load once rendered: nothing from the network (its own /styles.css would resolve
 * against the studio's origin, not the app's), only its inline styles and data: images and fonts. The frame
 * is also `sandbox=""`, so none of its scripts run.
 */
export const SERVER_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Whether the app answered an HTML page the request panel can render (text, declared text/html). */
export function isHtmlAnswer(answer: BuildRunResponseDto): boolean {
  return answer.bodyEncoding === 'utf8' && /^\s*text\/html\b/i.test(answer.headers['content-type'] ?? '') && answer.body.trim() !== '';
}

/**
 * The page as the frame's srcdoc, with the CSP as its first head element: after `<head>`, else after the
 * doctype (the parser then opens the head for it), so the page keeps its standards mode.
 */
export function serverPageDocument(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${SERVER_PAGE_CSP}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return `${doctype[0]}${meta}${html.slice(doctype[0].length)}`;
  return `${meta}${html}`;
}
