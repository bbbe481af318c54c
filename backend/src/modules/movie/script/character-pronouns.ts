/** How the text may refer back to a character: by a pronoun set only when the bio gives one, else by name. */
export interface Pronouns {
  /** Subject: "she", "he", "they". */
  subject: string;
  /** Possessive determiner: "her", "his", "their". */
  possessive: string;
}

const SETS: ReadonlyArray<[RegExp, Pronouns]> = [
  [/\b(she|her|hers|herself)\b/i, { subject: 'she', possessive: 'her' }],
  [/\b(he|him|his|himself)\b/i, { subject: 'he', possessive: 'his' }],
  [/\b(they|them|their|theirs|themself|themselves)\b/i, { subject: 'they', possessive: 'their' }],
];

/**
 * The pronoun set a bio uses for its character, when it uses exactly one ("She has one night." → she/her).
 * None, or several (a bio that also speaks of others), gives null: the text repeats the name instead.
 */
export function pronounsOf(bio: string): Pronouns | null {
  const found = SETS.filter(([pattern]) => pattern.test(bio)).map(([, pronouns]) => pronouns);
  return found.length === 1 ? found[0] : null;
}

/** "Mara's", "Vex's": a name as a possessive. */
export const possessiveOf = (name: string) => `${name}'s`;
