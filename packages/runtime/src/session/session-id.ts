const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` characters from [a-z0-9], from the platform's CSPRNG. */
export function randomId(length = 9): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** Where this browser's visitor id is kept, for every remote alike. */
export const SESSION_ID_KEY = 'atelier_session_id';
/** The header every API call names it in (the backend's one visitor header; chat, photo and video also send it as session_id). */
export const SESSION_ID_HEADER = 'X-Session-Id';
/** Spec 000 §6: 9 characters. */
const VALID = /^[a-z0-9]{9}$/;
/** Ids the remotes kept before there was one: chat's had the same format, so a visitor's chat history stays theirs. */
const LEGACY_KEYS = ['chat_session_id', 'movie_session_id', 'music_studio_session'] as const;

let sessionId: string | null = null;

/**
 * The visitor id of this browser (spec 000 §3's session id: 9 random characters, sent with chat, photo
 * and video). One for the whole site and kept across reloads: what a visitor makes belongs to it until
 * they sign up or in, when the server moves it to the account. Without storage it lasts for the page.
 */
export function getSessionId(): string {
  try {
    // Read each time: another tab, or a test, may have set it.
    const stored = localStorage.getItem(SESSION_ID_KEY);
    if (stored && VALID.test(stored)) return stored;
    sessionId ??= migrateLegacy() ?? randomId(9);
    localStorage.setItem(SESSION_ID_KEY, sessionId);
    for (const key of LEGACY_KEYS) localStorage.removeItem(key);
  } catch {
    sessionId ??= randomId(9);
  }
  return sessionId;
}

function migrateLegacy(): string | null {
  const chat = localStorage.getItem(LEGACY_KEYS[0]);
  return chat && VALID.test(chat) ? chat : null;
}

/** Tests: forget the id read from storage. */
export function resetSessionIdForTests(): void {
  sessionId = null;
}
