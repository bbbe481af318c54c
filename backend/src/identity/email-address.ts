import { isEmail } from 'class-validator';
import { isAllowedText } from '../common/text-rules';
import { NAME_MAX_LENGTH } from './identity.constants';

/**
 * Total: false for anything that is not an address, never an exception. validator.js's isEmail throws
 * (URIError from its punycode step) on a lone surrogate, which turned `"a\ud800@example.com"` into a 500.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !isAllowedText(value)) return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

/** The stored form of an address: trimmed and lower case, so uniqueness ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The part before the @ (of the last @: a quoted local part may contain one). */
export function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** A new account's name until the person chooses one. */
export function defaultNameFor(email: string): string {
  return emailLocalPart(normalizeEmail(email)).slice(0, NAME_MAX_LENGTH);
}
