/** Small word tools for reading prompts: no NLP library, only what the offline engine needs. */

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  goose: 'geese',
  foot: 'feet',
  tooth: 'teeth',
  datum: 'data',
  criterion: 'criteria',
  analysis: 'analyses',
  quiz: 'quizzes',
};
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([singular, plural]) => [plural, singular]),
);
/** Words that look plural but are not (or have no useful singular). */
const SAME_BOTH_WAYS = new Set(['news', 'series', 'species', 'status', 'sheep', 'fish', 'equipment', 'information', 'music', 'software', 'feedback']);

export function pluralize(word: string): string {
  const lower = word.toLowerCase();
  if (SAME_BOTH_WAYS.has(lower)) return word;
  if (IRREGULAR_PLURALS[lower]) return IRREGULAR_PLURALS[lower];
  if (IRREGULAR_SINGULARS[lower]) return word;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

export function singularize(word: string): string {
  const lower = word.toLowerCase();
  if (SAME_BOTH_WAYS.has(lower)) return word;
  if (IRREGULAR_SINGULARS[lower]) return IRREGULAR_SINGULARS[lower];
  if (IRREGULAR_PLURALS[lower]) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(lower)) return word;
  if (/(ches|shes|xes|zzes|sses)$/.test(lower)) return word.slice(0, -2);
  if (/s$/.test(lower) && lower.length > 3) return word.slice(0, -1);
  return word;
}

export function isPlural(word: string): boolean {
  const lower = word.toLowerCase();
  return Boolean(IRREGULAR_SINGULARS[lower]) || (singularize(lower) !== lower && !SAME_BOTH_WAYS.has(lower));
}

export function capitalize(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}

export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'to', 'with', 'at', 'by', 'or']);
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word)))
    .join(' ');
}

/** `due date` → `dueDate`. */
export function camelCase(text: string): string {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : capitalize(word))).join('');
}

/** `due date` → `due_date`. */
export function snakeCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('_');
}

/** `Book Club` → `BookClub`. */
export function pascalCase(text: string): string {
  return capitalize(camelCase(text));
}

/** `Coffee & Co.` → `coffee-co`. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'project'
  );
}

/** A stable 32-bit number from text, so the same prompt always gives the same project. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Text quoted in the prompt ("…", '…', “…”), in order. */
export function quotedPhrases(prompt: string): string[] {
  return [...prompt.matchAll(/["“”']([^"“”']{2,80})["“”']/g)].map((match) => match[1].trim()).filter(Boolean);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** Joins `a`, `a and b`, `a, b and c`. */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
