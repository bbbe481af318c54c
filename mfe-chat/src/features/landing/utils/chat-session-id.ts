import { getSessionId, randomId } from '@atelier/runtime';

export const CHAT_SESSION_KEY = 'chat_session_id';
const VALID = /^[a-z0-9]{9}$/;

/**
 * The spec's 9-character session id, kept per browser so the conversation survives a reload
 * (ARCHITECTURE.md §6: it is the visitor id). Without storage (private mode, blocked) it falls back to the per-page-load id.
 */
export function getChatSessionId(): string {
  try {
    const stored = localStorage.getItem(CHAT_SESSION_KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = randomId(9);
    localStorage.setItem(CHAT_SESSION_KEY, id);
    return id;
  } catch {
    return getSessionId();
  }
}
