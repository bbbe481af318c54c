const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` characters from [a-z0-9], from the platform's CSPRNG. */
export function randomId(length = 9): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

let sessionId: string | null = null;

/** Spec 000 §3: a 9-character id made once per page load, sent with chat, photo and video requests. */
export function getSessionId(): string {
  if (!sessionId) sessionId = randomId(9);
  return sessionId;
}
