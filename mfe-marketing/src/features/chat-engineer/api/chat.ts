import { useQuery } from '@tanstack/react-query';
import { apiFetch, idempotentRequest, readSse } from '@atelier/runtime';
import type { MarketingChatDto, MarketingChatHistoryDto } from '@atelier/api-types';
import { marketingKeys } from '../../../lib/query-keys';

/** GET /api/marketing/chat: the conversation so far, oldest first. */
export function getChatHistory(signal?: AbortSignal): Promise<MarketingChatHistoryDto> {
  return apiFetch<MarketingChatHistoryDto>('/marketing/chat', { signal });
}

export function useChatHistory(userId: string | null) {
  return useQuery({
    queryKey: marketingKeys.chat(userId),
    queryFn: ({ signal }) => getChatHistory(signal),
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}

/** The reply failed after streaming began (`event: error`), or the stream broke off. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

function errorText(data: string): string {
  try {
    const parsed = JSON.parse(data) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the raw text is the best description there is.
  }
  return data || 'The reply failed.';
}

/**
 * POST /api/marketing/chat?idempotency_key= (the frames of spec 001 §7's chat stream): `data:` lines carry
 * `{content}` pieces and `data: [DONE]` ends it. Returns the engine that answered (X-Engine).
 */
export async function streamChat(
  key: string,
  message: string,
  onContent: (piece: string) => void,
  signal?: AbortSignal,
): Promise<string | null> {
  const body: MarketingChatDto = { message };
  const response = await idempotentRequest('/marketing/chat', key, { body, headers: { Accept: 'text/event-stream' }, signal });
  const engine = response.headers.get('X-Engine');
  for await (const event of readSse(response, signal)) {
    if (event.event === 'error') throw new ChatStreamError(errorText(event.data));
    if (event.data === '[DONE]') return engine;
    try {
      const content = (JSON.parse(event.data) as { content?: unknown }).content;
      if (typeof content === 'string' && content) onContent(content);
    } catch {
      // A frame that is not ours: skip it.
    }
  }
  if (signal?.aborted) return engine;
  throw new ChatStreamError('The reply ended before it was complete.');
}
