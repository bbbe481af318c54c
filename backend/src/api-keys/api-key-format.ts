import { createHash, randomBytes } from 'node:crypto';

/** Recognisable in logs, code and secret scanners. */
export const API_KEY_PREFIX = 'atk_';
/** 192 random bits, above the 128-bit floor. */
const RANDOM_BYTES = 24;
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
/** Spec 001 §9: a key is shown as its 12 first characters, an ellipsis and its 4 last. */
const SHOWN_START = 12;
const SHOWN_END = 4;
const WELL_FORMED = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

function checksumOf(body: string): string {
  return createHash('sha256').update(`atelier-api-key:${body}`, 'utf8').digest('base64url').slice(0, CHECKSUM_LENGTH);
}

/** `atk_` + 32 random base64url characters + a 6-character checksum: 42 characters. */
export function createApiKey(): string {
  const body = randomBytes(RANDOM_BYTES).toString('base64url');
  return `${API_KEY_PREFIX}${body}${checksumOf(body)}`;
}

/** A typo or a foreign string fails here, before any database lookup. */
export function isWellFormedApiKey(key: string): boolean {
  if (!WELL_FORMED.test(key)) return false;
  const body = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + BODY_LENGTH);
  return key.slice(-CHECKSUM_LENGTH) === checksumOf(body);
}

/** The only parts of a key kept in clear, so the list can show it masked. */
export function visibleParts(key: string): { start: string; end: string } {
  return { start: key.slice(0, SHOWN_START), end: key.slice(-SHOWN_END) };
}

export function maskApiKey(start: string, end: string): string {
  return `${start}…${end}`;
}

/** SHA-256 hex: keys are 192-bit random, so a fast unsalted hash cannot be reversed and allows an index lookup. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
