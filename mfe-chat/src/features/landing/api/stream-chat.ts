import { idempotentRequest, readSse } from '@atelier/runtime';
import type { ChatStreamDto } from '@atelier/api-types';

export interface StreamChatInput {
  message: string;
  sessionId: string;
  /** Which of the caller's conversations; null: the most recently used one (the server starts one when there is none). */
  conversationId?: string | null;
  /** One per message: a retry after a network error reuses it, so the server replays instead of generating twice. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

export interface StreamChatHandlers {
  onEngine?: (engine: string) => void;
  onContent: (piece: string) => void;
}

/** The server reported a failure after streaming began (`event: error`) or the stream broke off. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

function errorMessage(data: string): string {
  try {
    const parsed = JSON.parse(data) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the raw text is the best description there is.
  }
  return data || 'Stream error';
}

/**
 * POST /chat/stream (spec 000 §7): `data:` lines carry `{content}` pieces, `data: [DONE]` ends it.
 * Failures before streaming reject with the runtime's ApiError; after, with ChatStreamError.
 */
export async function streamChat(input: StreamChatInput, handlers: StreamChatHandlers): Promise<void> {
  const body: ChatStreamDto = {
    message: input.message,
    session_id: input.sessionId,
    ...(input.conversationId ? { conversation_id: input.conversationId } : {}),
  };
  const response = await idempotentRequest('/chat/stream', input.idempotencyKey, {
    body,
    headers: { Accept: 'text/event-stream' },
    signal: input.signal,
  });
  const engine = response.headers.get('X-Engine');
  if (engine) handlers.onEngine?.(engine);

  for await (const event of readSse(response, input.signal)) {
    if (event.event === 'error') throw new ChatStreamError(errorMessage(event.data));
    if (event.data === '[DONE]') return;
    let content: unknown;
    try {
      content = (JSON.parse(event.data) as { content?: unknown }).content;
    } catch {
      continue;
    }
    if (typeof content === 'string' && content) handlers.onContent(content);
  }
  if (!input.signal?.aborted) throw new ChatStreamError('The reply ended before it was complete');
}
