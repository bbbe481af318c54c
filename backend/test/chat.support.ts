import { EngineError } from '../src/engines/engine-error';
import type { ChatMessage, TextEngine, TextStreamOptions } from '../src/engines/text-engine';

export interface ChatAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface ChatRequest {
  message?: unknown;
  session_id?: unknown;
  ip: string;
  token?: string;
  key?: string;
  /** Sent as is instead of JSON-encoding message and session_id. */
  rawBody?: string;
}

/** POST /api/chat/stream over real HTTP (fetch), read to the end. */
export async function postChat(baseUrl: string, request: ChatRequest): Promise<ChatAnswer> {
  const response = await openChat(baseUrl, request);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** POST /api/chat/stream over real HTTP (fetch), its body left to the caller to read piece by piece; `signal` cuts it. */
export function openChat(baseUrl: string, request: ChatRequest, signal?: AbortSignal): Promise<Response> {
  return fetch(chatUrl(baseUrl, request.key), {
    method: 'POST',
    headers: chatHeaders(request),
    body: request.rawBody ?? JSON.stringify({ message: request.message, session_id: request.session_id }),
    signal,
  });
}

export function chatUrl(baseUrl: string, key?: string): string {
  return `${baseUrl}/chat/stream${key === undefined ? '' : `?idempotency_key=${encodeURIComponent(key)}`}`;
}

export function chatHeaders(request: Pick<ChatRequest, 'ip' | 'token'>): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Forwarded-For': request.ip,
    ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
  };
}

let sessionSequence = 0;
/** A 9-character session id like the browser's. */
export function newSessionId(): string {
  sessionSequence += 1;
  return `s${String(sessionSequence).padStart(3, '0')}${Math.random().toString(36).slice(2, 7)}`.slice(0, 9);
}

/** The spec's frames for these pieces. */
export function framesOf(pieces: readonly string[]): string {
  return pieces.map((piece, i) => `id: ${i + 1}\ndata: ${JSON.stringify({ content: piece })}\n\n`).join('') + 'data: [DONE]\n\n';
}

const TEST_ENGINE = { provider: 'local', model: 'test-double', label: 'test engine' } as const;

/** Answers with fixed pieces and remembers what it was sent. */
export class RecordingTextEngine implements TextEngine {
  readonly engine = TEST_ENGINE;
  readonly calls: ChatMessage[][] = [];

  constructor(private readonly pieces: readonly string[] = ['Hello', ' there']) {}

  async *stream(messages: ChatMessage[]): AsyncIterable<string> {
    this.calls.push(messages.map((message) => ({ ...message })));
    yield* this.pieces;
  }
}

/** Produces pieces until aborted; `aborted` resolves once it saw the abort. */
export class EndlessTextEngine implements TextEngine {
  readonly engine = TEST_ENGINE;
  piecesSent = 0;
  private observedAbort!: () => void;
  readonly aborted = new Promise<void>((resolve) => (this.observedAbort = resolve));

  async *stream(_messages: ChatMessage[], options: TextStreamOptions = {}): AsyncIterable<string> {
    const signal = options.signal;
    for (;;) {
      if (signal?.aborted) {
        this.observedAbort();
        throw signal.reason;
      }
      this.piecesSent += 1;
      yield 'tick ';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 10);
        function done() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          resolve();
        }
        signal?.addEventListener('abort', done);
      });
    }
  }
}

/** Fails with a provider error, after `piecesFirst` pieces. */
export class FailingTextEngine implements TextEngine {
  readonly engine = TEST_ENGINE;

  constructor(private readonly piecesFirst: readonly string[] = []) {}

  async *stream(): AsyncIterable<string> {
    yield* this.piecesFirst;
    throw new EngineError('provider', 'The AI provider answered 500.', { upstreamStatus: 500 });
  }
}
