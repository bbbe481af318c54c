import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProjectFile } from '../engines/code/code-engine';
import { checkProjectPath, describePathProblem } from '../engines/code/project-paths';
import type { AppManager } from './apps/app-manager';
import type { ProxiedRequest } from './apps/sandboxed-app';
import { RunnerError } from './runner.errors';
import type { Capabilities } from './sandbox/sandbox-probe';

const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_FILES = 500;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
const LONGEST_WAIT_MS = 25_000;

export interface RunnerHandlerOptions {
  manager: AppManager;
  capabilities: Capabilities;
  /** What enforces the per-app limits (control groups or the watchdog). */
  limits: string;
  token?: string;
}

/**
 * The runner's small HTTP API, spoken by the backend only (over a Unix socket or a private network):
 * start an owner's app, send it a request, read its logs, stop it. The owner comes in X-Runner-Owner;
 * another owner's app id answers 404.
 */
export function runnerHandler(options: RunnerHandlerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response, options).catch((error: unknown) => {
      const failure = error instanceof RunnerError ? error : new RunnerError('INVALID', 'The runner could not handle the request.');
      if (!(error instanceof RunnerError)) process.stderr.write(`runner: ${error instanceof Error ? error.stack : String(error)}\n`);
      send(response, failure.status, { code: failure.code, message: failure.message });
    });
  };
}

async function handle(request: IncomingMessage, response: ServerResponse, { manager, capabilities, limits, token }: RunnerHandlerOptions): Promise<void> {
  if (token && !authorised(request.headers.authorization, token)) throw new RunnerError('UNAUTHORIZED', 'A valid runner token is required.');
  const url = new URL(request.url ?? '/', 'http://runner');
  const parts = url.pathname.split('/').filter(Boolean);
  const method = request.method ?? 'GET';

  if (method === 'GET' && url.pathname === '/health') {
    return send(response, 200, {
      ok: true,
      running: manager.running,
      nodejs: capabilities.nodejs,
      python: capabilities.python,
      sandbox: capabilities.sandbox,
      limits,
    });
  }
  if (parts[0] !== 'apps') throw RunnerError.notFound();
  const owner = ownerOf(request);

  if (parts.length === 1 && method === 'POST') {
    const body = await readJson(request);
    const type = body.projectType;
    if (type !== 'nodejs' && type !== 'python') throw RunnerError.invalid('projectType must be nodejs or python.');
    return send(response, 201, await manager.start(owner, type, projectFiles(body.files)));
  }
  if (parts.length < 2) throw RunnerError.notFound();
  const app = manager.find(parts[1], owner);
  if (parts.length === 2 && method === 'GET') return send(response, 200, app.status());
  if (parts.length === 2 && method === 'DELETE') {
    await app.stop('Stopped from the studio.');
    return send(response, 200, app.status());
  }
  if (parts.length === 3 && parts[2] === 'request' && method === 'POST') {
    return send(response, 200, await app.request(proxiedRequest(await readJson(request))));
  }
  if (parts.length === 3 && parts[2] === 'logs' && method === 'GET') {
    const after = Math.max(0, Number.parseInt(url.searchParams.get('after') ?? '0', 10) || 0);
    const waitMs = Math.min(Math.max(0, Number.parseInt(url.searchParams.get('waitMs') ?? '0', 10) || 0), LONGEST_WAIT_MS);
    if (waitMs) await app.logs.waitFor(after, waitMs);
    const status = app.status();
    return send(response, 200, { lines: app.logs.since(after), next: app.logs.lastSeq, status: status.status, reason: status.reason });
  }
  throw RunnerError.notFound();
}

function authorised(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function ownerOf(request: IncomingMessage): string {
  const owner = request.headers['x-runner-owner'];
  if (typeof owner !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(owner)) throw RunnerError.invalid('X-Runner-Owner is required.');
  return owner;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw RunnerError.invalid('The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw RunnerError.invalid('The body must be a JSON object.');
}

function projectFiles(value: unknown): ProjectFile[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_FILES) throw RunnerError.invalid(`files must hold 1 to ${MAX_FILES} files.`);
  const seen = new Set<string>();
  return value.map((file: unknown) => {
    const { path, content } = (file ?? {}) as { path?: unknown; content?: unknown };
    if (typeof path !== 'string' || typeof content !== 'string') throw RunnerError.invalid('Each file needs a path and a content string.');
    const checked = checkProjectPath(path);
    if (!checked.ok) throw RunnerError.invalid(describePathProblem(path, checked.problem));
    if (seen.has(checked.path)) throw RunnerError.invalid(`Two files share the path ${checked.path}.`);
    seen.add(checked.path);
    return { path: checked.path, content };
  });
}

function proxiedRequest(body: Record<string, unknown>): ProxiedRequest {
  const method = typeof body.method === 'string' ? body.method.toUpperCase() : '';
  if (!METHODS.has(method)) throw RunnerError.invalid(`method must be one of ${[...METHODS].join(', ')}.`);
  const path = body.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2_048 || /[\u0000-\u0020\u007f]/.test(path)) {
    throw RunnerError.invalid('path must start with / and hold no spaces or control characters.');
  }
  const headers: Record<string, string> = {};
  const given = body.headers ?? {};
  if (typeof given !== 'object' || Array.isArray(given) || Object.keys(given as object).length > 30) throw RunnerError.invalid('headers must be an object of at most 30 headers.');
  for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
    if (!HEADER_NAME.test(name) || typeof value !== 'string' || value.length > 4_096 || /[\r\n\u0000]/.test(value)) {
      throw RunnerError.invalid(`The header ${name.slice(0, 40)} is not valid.`);
    }
    headers[name.toLowerCase()] = value;
  }
  if (body.body !== undefined && typeof body.body !== 'string') throw RunnerError.invalid('body must be a string.');
  return { method, path, headers, body: body.body as string | undefined };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  response.end(text);
}
