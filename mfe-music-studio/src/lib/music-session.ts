import { randomId } from '@atelier/runtime';

const STORAGE_KEY = 'music_studio_session';

let memory: string | null = null;

/**
 * This browser's Music Studio session: a visitor's projects belong to it until they sign in, when the
 * server moves them to the account. Kept across reloads (the page-load session id of chat is not), so a
 * visitor's song is still there tomorrow.
 */
export function musicSessionId(): string {
  if (memory) return memory;
  try {
    memory = localStorage.getItem(STORAGE_KEY);
    if (!memory || !/^[a-z0-9]{12,64}$/.test(memory)) {
      memory = randomId(20);
      localStorage.setItem(STORAGE_KEY, memory);
    }
  } catch {
    memory ??= randomId(20);
  }
  return memory;
}

/** Every music call names the session (with a token too: that is how a visitor's work moves to the account). */
export function musicHeaders(): Record<string, string> {
  return { 'X-Session-Id': musicSessionId() };
}
