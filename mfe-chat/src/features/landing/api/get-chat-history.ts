import { apiFetch } from '@atelier/runtime';
import type { ChatRole } from '../types';

export interface ChatHistoryResponse {
  messages: { role: ChatRole; content: string }[];
}

/** GET /chat/history: the stored conversation for this browser's session (or the signed-in account). */
export function getChatHistory(sessionId: string, signal?: AbortSignal): Promise<ChatHistoryResponse> {
  return apiFetch<ChatHistoryResponse>(`/chat/history?session_id=${encodeURIComponent(sessionId)}`, { signal });
}
