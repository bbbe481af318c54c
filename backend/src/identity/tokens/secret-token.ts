import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, twice the 128-bit floor. */
const TOKEN_BYTES = 32;

/** `<prefix><43 base64url characters>`, e.g. `ats_3q2-…`; given to the client once and never stored. */
export function createSecretToken(prefix: string): string {
  return `${prefix}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
}

/** Whether a string can be a token of ours at all; anything else is refused without a database lookup. */
export function isWellFormedToken(token: string, prefix: string): boolean {
  const body = token.slice(prefix.length);
  return token.startsWith(prefix) && body.length === 43 && /^[A-Za-z0-9_-]+$/.test(body);
}

/**
 * What the database keeps: SHA-256 in hex. A plain (unsalted, fast) hash is enough for 256-bit random
 * tokens, which cannot be guessed, and lets a token be found by an index lookup.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
