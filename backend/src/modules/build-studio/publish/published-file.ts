import { createHash } from 'node:crypto';
import type { ProjectFile } from '../../../engines/code/code-engine';

/** What a published static site answers for one path (README "Build Studio", Publish). */
export interface PublishedFile {
  path: string;
  content: string;
  contentType: string;
  etag: string;
  /** An HTML document: a page view that counts as a visit (assets do not). */
  document: boolean;
}

/** A project's files are text (README "Limits"): every type carries its charset. */
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  map: 'application/json',
};

export function contentTypeOf(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return `${CONTENT_TYPES[extension] ?? 'text/plain'}; charset=utf-8`;
}

/**
 * The file a request path names, as a static host would: the root is `index.html` (or the first html file, the
 * preview's rule), a folder its `index.html`, anything else the file of that exact path. The ETag carries the
 * publication's revision, so a republish changes every tag even for a file whose content stayed the same.
 */
export function resolvePublishedFile(files: readonly ProjectFile[], requestPath: string, revision: number): PublishedFile | null {
  const path = decodePath(requestPath);
  if (path === null) return null;
  const byPath = new Map(files.map((file) => [file.path, file]));
  const candidates = path === '' ? ['index.html', files.find((file) => /\.html?$/i.test(file.path))?.path ?? ''] : path.endsWith('/') ? [`${path}index.html`] : [path];
  const file = candidates.map((candidate) => byPath.get(candidate)).find(Boolean);
  if (!file) return null;
  const contentType = contentTypeOf(file.path);
  const digest = createHash('sha256').update(file.content).digest('base64url').slice(0, 22);
  return { path: file.path, content: file.content, contentType, etag: `"r${revision}-${digest}"`, document: contentType.startsWith('text/html') };
}

/**
 * A page view, not a fetch of a page by a script or a prefetch: browsers say so in Sec-Fetch-Dest (a top-level
 * page, or one in a frame); clients that do not send it (curl, older browsers) are counted.
 */
export function countsAsVisit(method: string, file: PublishedFile, fetchDest: string | undefined): boolean {
  if (method !== 'GET' || !file.document) return false;
  return fetchDest === undefined || ['document', 'iframe', 'frame', 'embed', 'object'].includes(fetchDest);
}

function decodePath(raw: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(raw.replace(/^\/+/, ''));
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return path;
}
