import { EngineError } from '../engine-error';
import { Deadline } from './deadline';
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

  async json<T>(request: OpenAiRequest): Promise<T> {
    const body = await this.bytes(request);
    try {
      return JSON.parse(body.toString('utf8')) as T;
    } catch (error) {
      throw new EngineError('provider', 'The provider sent an answer that is not JSON.', { cause: error });
    }
  }

  async bytes(request: OpenAiRequest): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.stream(request)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  /** The answer body as it arrives; the timeout restarts on every chunk, so only silence times out. */
  async *stream(request: OpenAiRequest): AsyncGenerator<Uint8Array> {
    const deadline = new Deadline(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      const response = await fetch(this.url(request.path), {
        method: request.method ?? (request.json !== undefined || request.form ? 'POST' : 'GET'),
        headers: this.headers(request),
        body: request.form ?? (request.json !== undefined ? JSON.stringify(request.json) : undefined),
        signal,
      });
      if (!response.ok) {
        deadline.restart();
        throw providerErrorFromAnswer(response.status, await response.text(), this.apiKey);
      }
      if (!response.body) return;
      reader = response.body.getReader();
      for (;;) {
        deadline.restart();
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } catch (error) {
      throw this.mapError(error, request.signal, deadline);
    } finally {
      deadline.clear();
      // The consumer stopped early (or failed): free the connection instead of leaving it half-read.
      reader?.cancel().catch(() => undefined);
    }
  }

  private url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path}`;
  }

  private headers(request: OpenAiRequest): Record<string, string> {
    const headers: Record<string, string> = {};
    // FormData sets its own multipart boundary header.
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    if (this.apiKey && !/^https?:\/\//.test(request.path)) headers.authorization = `Bearer ${this.apiKey}`;
    return headers;
  }

  private mapError(error: unknown, callerSignal: AbortSignal | undefined, deadline: Deadline): unknown {
    if (callerSignal?.aborted) return callerSignal.reason;
    if (error instanceof EngineError) return error;
    if (deadline.expired) return new EngineError('timeout', TIMEOUT_MESSAGE, { cause: error });
    return new EngineError('provider', UNREACHABLE_MESSAGE, { cause: error });
  }
}
