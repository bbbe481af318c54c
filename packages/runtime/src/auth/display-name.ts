import type { AuthUser } from './auth-types';

type NamedUser = Pick<AuthUser, 'email' | 'name'> & Partial<Pick<AuthUser, 'firstSession'>>;

/** The part of an address before the last @, without a "+tag". */
function localPart(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  return local.split('+')[0];
}

function capitalise(word: string): string {
  return word ? word[0].toLocaleUpperCase() + word.slice(1) : word;
}

/** "ada.lovelace+news@x.com" → "Ada Lovelace": the address's local part, made readable. */
export function nameFromEmail(email: string): string {
  return localPart(email.trim())
    .split(/[._-]+/)
    .filter(Boolean)
    .map(capitalise)
    .join(' ');
}

/**
 * The name to show a person everywhere (greeting, top bar, avatar, account page): the name they
 * chose, else one made from their address. The server names a new account after the address's local
 * part ("ada.lovelace+news"), which counts as no name chosen.
 */
export function displayName(user: NamedUser): string {
  const name = user.name?.trim() ?? '';
  const email = user.email ?? '';
  const at = email.lastIndexOf('@');
  const rawLocal = (at > 0 ? email.slice(0, at) : email).toLowerCase();
  if (name && name.toLowerCase() !== rawLocal) return name;
  return nameFromEmail(email) || name || email;
}

/** "Welcome, Ada" in the account's first session (right after sign-up), "Welcome back, Ada" afterwards. */
export function greeting(user: NamedUser): string {
  return `${user.firstSession ? 'Welcome' : 'Welcome back'}, ${displayName(user)}`;
}
