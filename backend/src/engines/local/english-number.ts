/**
 * Grammatical number of a name the user typed (a product, an audience), so offline copy agrees with it:
 * "Glowwick soy candles are", "Glow is", "busy parents need", "a small team needs".
 * A heuristic on the head word: an unknown name reads as singular unless it looks like an English plural.
 */

/** Words ending in -s that are singular (nouns, and brand-like endings). */
const SINGULAR_S = /(ss|us|is|ics|ous)$/i;
const SINGULAR_S_WORDS = new Set(['news', 'series', 'species', 'lens', 'gas', 'canvas', 'atlas', 'chaos', 'yes']);
/** Plural nouns that do not end in -s. */
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'staff', 'feet', 'teeth', 'mice', 'geese']);
const PLURAL_LIKE_PAIRS = /(ies|oes|ches|shes|xes|ses|ves)$/i;

/** The last word that carries the number of the phrase ("soy candles for dogs" → "candles"). */
function headWord(phrase: string): string {
  const beforeQualifier = phrase.split(/\s+(?:for|of|with|from|in|by|at|on|who|that|and|&)\s+/i)[0] ?? phrase;
  const words = beforeQualifier.trim().split(/\s+/);
  return (words[words.length - 1] ?? '').replace(/[^\p{L}\p{N}'-]/gu, '');
}

export function isPlural(phrase: string): boolean {
  const trimmed = phrase.trim();
  if (!trimmed) return false;
  if (/^you$/i.test(trimmed)) return true;
  if (/^(a|an|one|each|every)\s/i.test(trimmed)) return false;
  if (/\s(and|&)\s/.test(trimmed) && !/^[A-Z]/.test(trimmed.split(/\s+(?:and|&)\s+/)[1] ?? '')) return true;
  const head = headWord(trimmed);
  const lower = head.toLowerCase();
  if (IRREGULAR_PLURALS.has(lower)) return true;
  if (lower.length < 3 || /'s$/i.test(head)) return false;
  // An all-capitals word (iOS, AWS, SaaS) is an acronym, singular.
  if (/^[A-Z0-9]+$/.test(head) || /[a-z][A-Z]/.test(head)) return false;
  if (SINGULAR_S_WORDS.has(lower)) return false;
  if (PLURAL_LIKE_PAIRS.test(lower)) return true;
  return /s$/i.test(lower) && !SINGULAR_S.test(lower);
}
