import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type {
  ConversationDto,
  ConversationListResponseDto,
  ConversationMediaDto,
  ConversationMediaListResponseDto,
  RecordConversationMediaDto,
} from '@atelier/api-types';

const owner = (sessionId: string) => `session_id=${encodeURIComponent(sessionId)}`;

/** GET /chat/conversations: this browser session's (or the signed-in account's) conversations, most recent first. */
export function listConversations(sessionId: string, signal?: AbortSignal): Promise<ConversationListResponseDto> {
  return apiFetch<ConversationListResponseDto>(`/chat/conversations?${owner(sessionId)}`, { signal });
}

export function createConversation(sessionId: string): Promise<ConversationDto> {
  return apiFetch<ConversationDto>('/chat/conversations', { body: { session_id: sessionId } });
}

export function renameConversation(id: string, sessionId: string, title: string): Promise<ConversationDto> {
  return apiFetch<ConversationDto>(`/chat/conversations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { session_id: sessionId, title },
  });
}

export function deleteConversation(id: string, sessionId: string): Promise<void> {
  return apiFetch<void>(`/chat/conversations/${encodeURIComponent(id)}?${owner(sessionId)}`, { method: 'DELETE' });
}

export function listConversationMedia(id: string, sessionId: string, signal?: AbortSignal): Promise<ConversationMediaListResponseDto> {
  return apiFetch<ConversationMediaListResponseDto>(`/chat/conversations/${encodeURIComponent(id)}/media?${owner(sessionId)}`, {
    signal,
  });
}

/** Keeps a finished photo or video with the conversation, so a reload shows it again. */
export function recordConversationMedia(id: string, body: RecordConversationMediaDto): Promise<ConversationMediaDto> {
  return apiFetch<ConversationMediaDto>(`/chat/conversations/${encodeURIComponent(id)}/media`, { body });
}

export const conversationsKey = (sessionId: string, userId: string | null) => ['chat', 'conversations', sessionId, userId] as const;

/** Asked again whenever the signed-in user changes: signing in moves the visitor's conversations into the account. */
export function useConversationList(sessionId: string, userId: string | null) {
  return useQuery({
    queryKey: conversationsKey(sessionId, userId),
    queryFn: ({ signal }) => listConversations(sessionId, signal),
    staleTime: Infinity,
  });
}

/** The photos and videos kept with `conversationId` (none asked while it is not known). */
export function useConversationMedia(sessionId: string, userId: string | null, conversationId: string | null | undefined) {
  return useQuery({
    queryKey: ['chat', 'media', sessionId, userId, conversationId] as const,
    queryFn: ({ signal }) => listConversationMedia(conversationId as string, sessionId, signal),
    enabled: typeof conversationId === 'string',
    staleTime: Infinity,
    gcTime: 0,
  });
}
