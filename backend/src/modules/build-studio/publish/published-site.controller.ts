import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { noneMatchHits } from '../../../common/http/conditional';
import { BuildStudioException } from '../build-studio.errors';
import { PublishedApps } from './published-app';
import { countsAsVisit, resolvePublishedFile } from './published-file';
import { PUBLISHED_PAGES, type PublishedPage, renderPublishedPage } from './published-pages';
import { PUBLISHED_PATH, PublicationsService, type PublishedSnapshot } from './publications.service';

/**
 * Published pages are the user's code: the sandbox policy gives them an opaque origin, so they never run as this
 * site (no cookies, storage or same-origin API calls of ours), whatever they contain. README "Build Studio", Publish.
 */
export const PUBLISHED_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-modals';
/** Every answer revalidates (a repeat visit is a 304 from the ETag), so no cache outlives a republish or Unpublish. */
export const PUBLISHED_CACHE_CONTROL = 'public, no-cache';
/** What an app may not set on our origin, or that ours replace. */
const DROPPED_APP_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'cross-origin-resource-policy']);

/**
 * The share URL `/api/build-studio/p/<slug>/…`: user content, not an operation of the API, so it is left out of the
 * OpenAPI document (ARCHITECTURE.md "Build Studio publish" says why it lives under /api). Static sites are served
 * from the snapshot; Express and FastAPI projects by the runner.
 */
@ApiExcludeController()
@Controller('build-studio/p')
export class PublishedSiteController {
  constructor(
    private readonly publications: PublicationsService,
    private readonly apps: PublishedApps,
  ) {}

  @All([':slug', ':slug/{*path}'])
  async serve(@Req() request: Request, @Res() response: Response): Promise<void> {
    const slug = String(request.params.slug);
    const prefix = `${PUBLISHED_PATH}/${slug}`;
    const rest = request.path.slice(prefix.length);
    const snapshot = await this.publications.bySlug(slug);
    if (!snapshot) return page(response, PUBLISHED_PAGES.notFound);
    if (snapshot.revoked) return page(response, PUBLISHED_PAGES.unpublished);
    // Relative links (`styles.css`) resolve under the slug only from a URL ending in '/'.
    if (rest === '') {
      response.redirect(308, `${prefix}/${queryOf(request)}`);
      return;
    }
    if (snapshot.projectType === 'static') return this.serveStatic(request, response, snapshot, rest.slice(1));
    return this.serveApp(request, response, snapshot, rest);
  }

  private async serveStatic(request: Request, response: Response, snapshot: PublishedSnapshot, path: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return page(response, PUBLISHED_PAGES.methodNotAllowed);
    }
    const file = resolvePublishedFile(snapshot.files, path, snapshot.revision);
    if (!file) return page(response, PUBLISHED_PAGES.notFound);
    if (countsAsVisit(request.method, file, request.get('sec-fetch-dest'))) await this.publications.countVisit(snapshot.id);
    publishedHeaders(response);
    response.setHeader('ETag', file.etag);
    response.setHeader('Cache-Control', PUBLISHED_CACHE_CONTROL);
    if (noneMatchHits(request.get('if-none-match'), file.etag)) {
      response.status(304).end();
      return;
    }
    response.status(200).type(file.contentType).send(request.method === 'HEAD' ? undefined : file.content);
  }

  private async serveApp(request: Request, response: Response, snapshot: PublishedSnapshot, path: string): Promise<void> {
    let answer;
    try {
      answer = await this.apps.request(snapshot, { method: request.method, path: `${path}${queryOf(request)}`, headers: forwardedHeaders(request), body: bodyOf(request) });
    } catch (error) {
      const detail = error instanceof BuildStudioException ? error.message : undefined;
      return page(response, PUBLISHED_PAGES.runnerUnavailable, detail);
    }
    const contentType = answer.headers['content-type'] ?? '';
    if (request.method === 'GET' && answer.status < 300 && contentType.startsWith('text/html') && countsAsVisitDest(request.get('sec-fetch-dest'))) {
      await this.publications.countVisit(snapshot.id);
    }
    for (const [name, value] of Object.entries(answer.headers)) if (!DROPPED_APP_HEADERS.has(name.toLowerCase())) response.setHeader(name, value);
    publishedHeaders(response);
    if (!answer.headers['cache-control']) response.setHeader('Cache-Control', 'no-store');
    response.status(answer.status).send(Buffer.from(answer.body, answer.bodyEncoding === 'base64' ? 'base64' : 'utf8'));
  }
}

function queryOf(request: Request): string {
  const at = request.originalUrl.indexOf('?');
  return at < 0 ? '' : request.originalUrl.slice(at);
}

function countsAsVisitDest(dest: string | undefined): boolean {
  return dest === undefined || ['document', 'iframe', 'frame'].includes(dest);
}

function publishedHeaders(response: Response): void {
  response.setHeader('Content-Security-Policy', PUBLISHED_CSP);
  // The sandboxed page's own requests come from an opaque origin: it must be allowed to load its files.
  response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Content-Type-Options', 'nosniff');
}

function page(response: Response, which: PublishedPage, detail?: string): void {
  publishedHeaders(response);
  response.setHeader('Cache-Control', 'no-store');
  response.status(which.status).type('text/html; charset=utf-8').send(renderPublishedPage(which, detail));
}

/** The visitor's request as the app should see it: no credentials of this site, no hop-by-hop headers. */
function forwardedHeaders(request: Request): Record<string, string> {
  const kept = ['accept', 'accept-language', 'content-type', 'user-agent', 'if-none-match', 'if-modified-since'];
  return Object.fromEntries(kept.flatMap((name) => (request.get(name) ? [[name, String(request.get(name))]] : [])));
}

function bodyOf(request: Request): string | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const body: unknown = request.body;
  if (body === undefined || body === null || (typeof body === 'object' && !Object.keys(body).length && !request.get('content-length'))) return undefined;
  if (typeof body === 'string') return body;
  return request.is('application/x-www-form-urlencoded') ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
}
