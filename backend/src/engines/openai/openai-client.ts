import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';
import { EngineError } from '../engine-error';
import { DEFAULT_TIMEOUT_MS } from './openai-settings';
import { TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE, providerErrorFromAnswer } from './provider-error';

export interface OpenAiRequest {
  method?: 'GET' | 'POST';
  /** Under the base URL (`/chat/completions`), or an absolute URL, which is fetched without the key. */
  path: string;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/**
 * One keep-alive connection pool per provider origin, shared by every client in the process. undici's
 * `request` rather than the built-in fetch: no WHATWG Request/Response/stream objects per call (fetch and web
 * streams took 30 % of the gateway's busy main thread), and its own header/body timers replace a per-request
 * AbortController. Idle sockets are unref'd by undici, so the pool never keeps the process alive.
 */
let providers: Dispatcher | undefined;
let undici: typeof Undici | undefined;

/**
 * undici and the pool, loaded with the first call to a provider: ~95 ms of CPU and ~20 MB of resident memory that a
 * process on the offline engines never needs (ARCHITECTURE.md §4: idle memory). Synchronous `require`, as for sharp.
 */
function loadUndici(): typeof Undici {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  undici ??= require('undici') as typeof Undici;
  return undici;
}

function providerPool(): Dispatcher {
  providers ??= new (loadUndici().Agent)({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 });
  return providers;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** The one place that talks HTTP to an OpenAI-compatible server: auth, timeouts and error mapping. */
export class OpenAiClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;

  constructor(settings: { baseUrl: string; apiKey?: string; timeoutMs?: number }) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
    this.apiKey = settings.apiKey ?? '';
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * The answer as JSON. Read as text (decoded straight from what the socket read): as bytes, undici copies the
   * body into an ArrayBuffer of its own first, one more for the scavenger to sweep on every gateway call.
   */
  async json<T>(request: OpenAiRequest): Promise<T> {
    const body = await this.whole(request, (answer) => answer.body.text());
    try {
      return JSON.parse(body) as T;
    } catch (error) {
      throw new EngineError('provider', 'The provider sent an answer that is not JSON.', { cause: error });
    }
  }

  /** The whole answer body as bytes (audio, images). */
  bytes(request: OpenAiRequest): Promise<Buffer> {
    return this.whole(request, async (answer) => Buffer.from(await answer.body.arrayBuffer()));
  }

  /**
   * The whole answer body, read by undici in one go: no async generator and no promise per chunk, which every
   * gateway call used to allocate (README, "Gateway performance": the heap profile).
   */
  private async whole<T>(request: OpenAiRequest, read: (answer: Dispatcher.ResponseData) => Promise<T>): Promise<T> {
    let answer: Dispatcher.ResponseData | undefined;
    try {
      answer = await this.send(request);
      return await read(answer);
    } catch (error) {
      if (answer && !answer.body.destroyed) answer.body.destroy();
      throw this.mapError(error, request.signal);
    }
  }

  /**
   * The answer body as it arrives. The timeout covers the wait for the answer's headers and then every
   * silence between two chunks (undici's headersTimeout/bodyTimeout), so only silence times out.
   */
  async *stream(request: OpenAiRequest): AsyncGenerator<Uint8Array> {
    let answer: Dispatcher.ResponseData | undefined;
    let finished = false;
    try {
      answer = await this.send(request);
      for await (const chunk of answer.body as AsyncIterable<Buffer>) yield chunk;
      finished = true;
    } catch (error) {
      throw this.mapError(error, request.signal);
    } finally {
      // The consumer stopped early (or failed): free the connection instead of leaving it half-read.
      if (!finished && answer && !answer.body.destroyed) answer.body.destroy();
    }
  }

  /** Sends the request; a non-2xx answer is read and thrown as the provider's error. */
  private async send(request: OpenAiRequest): Promise<Dispatcher.ResponseData> {
    const headers = this.headers(request);
    let body: string | Buffer | undefined = request.json !== undefined ? JSON.stringify(request.json) : undefined;
    if (request.form) {
      // The built-in Response encodes the multipart body and its boundary header (uploads are rare, not hot).
      const encoded = new Response(request.form);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const answer = await loadUndici().request(this.url(request.path), {
      dispatcher: providerPool(),
      method: request.method ?? (request.json !== undefined || request.form ? 'POST' : 'GET'),
      headers,
      body,
      signal: request.signal,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
      throw providerErrorFromAnswer(answer.statusCode, await answer.body.text(), this.apiKey);
    }
    return answer;
  }

  private url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path}`;
  }

  private headers(request: OpenAiRequest): Record<string, string> {
    const headers: Record<string, string> = {};
    // A form's multipart boundary header is set where it is encoded.
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    if (this.apiKey && !/^https?:\/\//.test(request.path)) headers.authorization = `Bearer ${this.apiKey}`;
    return headers;
  }

  private mapError(error: unknown, callerSignal: AbortSignal | undefined): unknown {
    if (callerSignal?.aborted) return callerSignal.reason;
    if (error instanceof EngineError) return error;
    // An undici error comes only from a call, which loaded undici first.
    if (undici && error instanceof undici.errors.UndiciError && TIMEOUT_CODES.has(error.code)) {
      return new EngineError('timeout', TIMEOUT_MESSAGE, { cause: error });
    }
    return new EngineError('provider', UNREACHABLE_MESSAGE, { cause: error });
  }
}
