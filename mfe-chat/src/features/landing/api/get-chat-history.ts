import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { ChatHistoryResponseDto } from '@atelier/api-types';

/** GET /chat/history: the stored conversation for this browser's session (or the signed-in account). */
export function getChatHistory(sessionId: string, signal?: AbortSignal, conversationId?: string | null): Promise<ChatHistoryResponseDto> {
  const chosen = conversationId ? `&conversation_id=${encodeURIComponent(conversationId)}` : '';
  return apiFetch<ChatHistoryResponseDto>(`/chat/history?session_id=${encodeURIComponent(sessionId)}${chosen}`, { signal });
}

/**
 * The stored conversation of `sessionId` as `userId` (null: a visitor) sees it, asked when the screen
 * mounts and whenever the signed-in user changes. Not kept once the screen is gone: the conversation
 * grows with every reply, so a later visit asks again rather than showing an older copy first.
 */
export function useChatHistory(sessionId: string, userId: string | null, conversationId?: string | null) {
  return useQuery({
    // undefined: which conversation is not known yet (the list is loading), so nothing is asked.
    queryKey: ['chat', 'history', sessionId, userId, conversationId] as const,
    queryFn: ({ signal }) => getChatHistory(sessionId, signal, conversationId),
    enabled: conversationId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  });
}
