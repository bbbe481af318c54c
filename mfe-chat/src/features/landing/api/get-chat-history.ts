import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { ChatHistoryResponseDto } from '@atelier/api-types';

/** GET /chat/history: the stored conversation for this browser's session (or the signed-in account). */
export function getChatHistory(sessionId: string, signal?: AbortSignal): Promise<ChatHistoryResponseDto> {
  return apiFetch<ChatHistoryResponseDto>(`/chat/history?session_id=${encodeURIComponent(sessionId)}`, { signal });
}

/**
 * The stored conversation of `sessionId` as `userId` (null: a visitor) sees it, asked when the screen
 * mounts and whenever the signed-in user changes. Not kept once the screen is gone: the conversation
 * grows with every reply, so a later visit asks again rather than showing an older copy first.
 */
export function useChatHistory(sessionId: string, userId: string | null) {
  return useQuery({
    queryKey: ['chat', 'history', sessionId, userId] as const,
    queryFn: ({ signal }) => getChatHistory(sessionId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}
