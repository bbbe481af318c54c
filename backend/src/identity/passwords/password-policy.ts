import { emailLocalPart, normalizeEmail } from '../email-address';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../identity.constants';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_RULES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Choose another one.',
  matchesEmail: 'Password must not be your email address.',
} as const;

/** Why a new password is refused, or null when it may be used. Length counts characters, not bytes. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_RULES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_RULES.tooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || isOneRepeatedCharacter(lower)) return PASSWORD_RULES.tooCommon;
  const address = normalizeEmail(email);
  if (lower === address || lower === emailLocalPart(address)) return PASSWORD_RULES.matchesEmail;
  return null;
}

function isOneRepeatedCharacter(password: string): boolean {
  return new Set(password).size === 1;
}
