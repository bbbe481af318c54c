import { camelCase, hashText, isPlural, pascalCase, pluralize, singularize, snakeCase, titleCase } from './prompt-words';

export type FieldType = 'string' | 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'email';

export interface FieldSpec {
  /** camelCase for JavaScript; the FastAPI generator converts to snake_case. */
  name: string;
  type: FieldType;
  required: boolean;
}

export interface ResourceSpec {
  /** Plural, lower case, URL segment: `books`. */
  plural: string;
  /** Singular, lower case: `book`. */
  singular: string;
  fields: FieldSpec[];
}

export interface ApiSpec {
  title: string;
  slug: string;
  resources: ResourceSpec[];
}

const f = (name: string, type: FieldType = 'string', required = true): FieldSpec => ({ name, type, required });

/** Fields of resources people often ask for; anything else gets name + description. */
const KNOWN_FIELDS: Readonly<Record<string, FieldSpec[]>> = {
  book: [f('title'), f('author'), f('year', 'integer', false), f('isbn', 'string', false)],
  author: [f('name'), f('bio', 'text', false), f('born', 'integer', false)],
  task: [f('title'), f('done', 'boolean', false), f('dueDate', 'date', false), f('priority', 'integer', false)],
  todo: [f('title'), f('done', 'boolean', false), f('dueDate', 'date', false)],
  note: [f('title'), f('body', 'text', false)],
  post: [f('title'), f('body', 'text'), f('author', 'string', false), f('published', 'boolean', false)],
  comment: [f('body', 'text'), f('author', 'string', false), f('postId', 'integer', false)],
  user: [f('name'), f('email', 'email')],
  customer: [f('name'), f('email', 'email'), f('phone', 'string', false)],
  product: [f('name'), f('price', 'number'), f('stock', 'integer', false), f('description', 'text', false)],
  order: [f('customer'), f('total', 'number'), f('status', 'string', false)],
  item: [f('name'), f('quantity', 'integer', false), f('price', 'number', false)],
  event: [f('title'), f('date', 'date'), f('location', 'string', false)],
  movie: [f('title'), f('year', 'integer', false), f('rating', 'number', false), f('director', 'string', false)],
  song: [f('title'), f('artist'), f('durationSeconds', 'integer', false)],
  album: [f('title'), f('artist'), f('year', 'integer', false)],
  recipe: [f('title'), f('ingredients', 'text'), f('minutes', 'integer', false)],
  employee: [f('name'), f('role'), f('email', 'email', false)],
  student: [f('name'), f('email', 'email', false), f('grade', 'integer', false)],
  course: [f('title'), f('credits', 'integer', false), f('teacher', 'string', false)],
  ticket: [f('title'), f('status', 'string', false), f('priority', 'integer', false), f('description', 'text', false)],
  project: [f('name'), f('description', 'text', false), f('deadline', 'date', false)],
  contact: [f('name'), f('email', 'email', false), f('phone', 'string', false)],
  expense: [f('description'), f('amount', 'number'), f('date', 'date', false), f('category', 'string', false)],
  invoice: [f('customer'), f('amount', 'number'), f('dueDate', 'date', false), f('paid', 'boolean', false)],
  booking: [f('name'), f('date', 'date'), f('guests', 'integer', false)],
  reservation: [f('name'), f('date', 'date'), f('guests', 'integer', false)],
  room: [f('name'), f('capacity', 'integer', false), f('floor', 'integer', false)],
  pet: [f('name'), f('species'), f('age', 'integer', false)],
  car: [f('make'), f('model'), f('year', 'integer', false)],
  review: [f('rating', 'integer'), f('body', 'text', false), f('author', 'string', false)],
  category: [f('name'), f('description', 'text', false)],
  tag: [f('name')],
  message: [f('sender'), f('body', 'text')],
  playlist: [f('name'), f('description', 'text', false)],
  workout: [f('name'), f('date', 'date', false), f('minutes', 'integer', false)],
  habit: [f('name'), f('streak', 'integer', false), f('done', 'boolean', false)],
  bookmark: [f('title'), f('url'), f('tags', 'string', false)],
  link: [f('title'), f('url')],
  article: [f('title'), f('body', 'text'), f('author', 'string', false)],
  member: [f('name'), f('email', 'email'), f('joined', 'date', false)],
  appointment: [f('name'), f('date', 'date'), f('reason', 'string', false)],
  patient: [f('name'), f('born', 'date', false), f('email', 'email', false)],
  doctor: [f('name'), f('specialty')],
  vehicle: [f('make'), f('model'), f('year', 'integer', false)],
  game: [f('title'), f('platform', 'string', false), f('year', 'integer', false)],
  city: [f('name'), f('country'), f('population', 'integer', false)],
  country: [f('name'), f('code')],
  company: [f('name'), f('website', 'string', false)],
  job: [f('title'), f('company'), f('salary', 'number', false)],
  question: [f('text', 'text'), f('answer', 'text', false)],
  quiz: [f('title'), f('questions', 'integer', false)],
  podcast: [f('title'), f('host', 'string', false)],
  episode: [f('title'), f('number', 'integer', false), f('durationMinutes', 'integer', false)],
  photo: [f('title'), f('url'), f('takenAt', 'date', false)],
  plant: [f('name'), f('species', 'string', false), f('wateredAt', 'date', false)],
  order_item: [f('name'), f('quantity', 'integer')],
};

/** Words that are never resources even when plural or after "manage". */
const NOT_RESOURCES = new Set([
  'api', 'apis', 'rest', 'restful', 'crud', 'endpoint', 'endpoints', 'route', 'routes', 'server', 'backend', 'app', 'application',
  'service', 'services', 'express', 'fastapi', 'node', 'python', 'json', 'data', 'database', 'operations', 'things', 'stuff', 'way',
  'ways', 'fields', 'field', 'validation', 'errors', 'error', 'handling', 'tests', 'test', 'docs', 'readme', 'scripts', 'users can',
  'simple', 'basic', 'small', 'new', 'each', 'every', 'their', 'them', 'with', 'and', 'for', 'the', 'that', 'this', 'these', 'those',
  'lots', 'details', 'info', 'information', 'status', 'requests', 'responses', 'methods', 'ids', 'id', 'names', 'name', 'times',
  'minutes', 'hours', 'days', 'years', 'us', 'is', 'has', 'was', 'does', 'yes', 'also', 'please', 'includes', 'supports', 'lets',
  'manages', 'tracks', 'stores', 'keeps', 'gets', 'uses', 'allows', 'handles', 'works', 'needs', 'wants', 'gives', 'shows',
]);

/**
 * The resources of an API prompt, from its nouns: "a library API with books and authors" → books,
 * authors; "track expenses by category" → expenses, categories; known resources get fitting fields,
 * and "tasks with title, due date and priority" names them. At least one resource is always found.
 */
export function readApiSpec(prompt: string): ApiSpec {
  const resources = resourcesIn(prompt);
  const title = titleOf(prompt, resources);
  return { title, slug: snakeCase(title).replace(/_/g, '-') || 'api', resources };
}

export function resourcesIn(prompt: string): ResourceSpec[] {
  const lower = prompt.toLowerCase().replace(/["“”']/g, ' ');
  const found = new Map<string, ResourceSpec>();
  const add = (word: string) => {
    const singular = singularize(word.replace(/[^a-z_]/g, ''));
    if (singular.length < 3 || NOT_RESOURCES.has(singular) || NOT_RESOURCES.has(pluralize(singular)) || found.has(singular)) return;
    found.set(singular, { singular, plural: pluralize(singular), fields: fieldsFor(lower, singular) });
  };
  for (const word of lower.match(/[a-z][a-z_]+/g) ?? []) {
    if (KNOWN_FIELDS[singularize(word)] && (isPlural(word) || /\b(manage|track|store|crud|resource|for|of)\b/.test(lower))) add(word);
  }
  // Plural nouns after verbs and prepositions that introduce what the API holds.
  for (const match of lower.matchAll(/\b(?:manage|manages|managing|track|tracks|tracking|store|stores|storing|list|lists|of|with|for|and|crud for|about|organi[sz]e)\s+(?:my\s+|our\s+|their\s+|the\s+)?([a-z][a-z_]{2,30})\b/g)) {
    if (isPlural(match[1])) add(match[1]);
  }
  if (!found.size) {
    const noun = /\bfor\s+(?:a|an|my|our)?\s*([a-z]{3,30})\b/.exec(lower)?.[1];
    add(noun && !NOT_RESOURCES.has(noun) ? noun : 'item');
  }
  if (!found.size) add('item');
  return [...found.values()].slice(0, 6);
}

/** Fields named in the prompt for this resource ("books with title, author and year"), else known ones. */
function fieldsFor(lower: string, singular: string): FieldSpec[] {
  const plural = pluralize(singular);
  const named = new RegExp(`\\b(?:${plural}|${singular})\\s+(?:with|having|that have|which have)\\s+(?:a |an )?([a-z ,_-]+?)(?:\\.|;|$|\\band (?:a|an|some)\\b|\\bplus\\b)`).exec(lower);
  if (named) {
    const names = named[1]
      .split(/,|\band\b/)
      .map((part) => part.replace(/^\s*(a|an|the|their|its)\s+/, '').replace(/\bfields?\b/, '').trim())
      .filter((part) => part && part.split(' ').length <= 3);
    if (names.length) return names.map((name, index) => fieldFromName(name, index === 0));
  }
  return KNOWN_FIELDS[singular] ?? [f('name'), f('description', 'text', false)];
}

/** A field from how people name it: "due date" is a date, "price" a number, "done" a boolean. */
export function fieldFromName(raw: string, required = false): FieldSpec {
  const name = camelCase(raw) || 'value';
  const lower = raw.toLowerCase();
  let type: FieldType = 'string';
  if (/\b(date|deadline|due|birthday|born|at)\b|date$/.test(lower)) type = 'date';
  else if (/\bemail\b/.test(lower)) type = 'email';
  else if (/\b(price|amount|total|cost|rating|salary|score|balance|weight|height)\b/.test(lower)) type = 'number';
  else if (/\b(count|quantity|qty|age|year|stock|minutes|seconds|priority|number|capacity|guests|pages|level)\b/.test(lower)) type = 'integer';
  else if (/\b(done|completed|active|published|paid|available|enabled|is \w+|has \w+|archived)\b/.test(lower)) type = 'boolean';
  else if (/\b(description|body|notes?|bio|content|summary|text)\b/.test(lower)) type = 'text';
  return { name, type, required };
}

function titleOf(prompt: string, resources: readonly ResourceSpec[]): string {
  const called = /\b(?:called|named)\s+["“']?([A-Za-z0-9][\w -]{1,40}?)["”']?(?=[,.;]|\s+(?:with|that|for|which)\b|$)/.exec(prompt);
  if (called) return titleCase(called[1]);
  const forMatch = /\b(?:api|backend|service|server)\s+for\s+(?:a|an|my|our|the)?\s*([a-z][a-z ]{2,30}?)(?=\s+(?:with|that|to|which|where)\b|[,.;]|$)/i.exec(prompt);
  if (forMatch) return `${titleCase(forMatch[1])} API`;
  const names = resources.map((r) => titleCase(r.plural));
  return `${names.slice(0, 2).join(' & ')} API`;
}

/** `books` → `Book` (class and model names). */
export function modelName(resource: ResourceSpec): string {
  return pascalCase(resource.singular);
}

/** An example value for a field, stable per resource, for seed data, README examples and tests. */
export function exampleValue(resource: ResourceSpec, field: FieldSpec, index: number): string | number | boolean {
  const seed = hashText(`${resource.singular}.${field.name}.${index}`);
  switch (field.type) {
    case 'integer':
      return field.name.toLowerCase().includes('year') ? 1990 + (seed % 34) : 1 + (seed % 9);
    case 'number':
      return Math.round(((seed % 9000) / 100 + 1) * 100) / 100;
    case 'boolean':
      return index % 2 === 1;
    case 'date':
      return `2025-0${1 + (seed % 9)}-1${seed % 9}`;
    case 'email':
      return `${['ada', 'grace', 'alan', 'linus'][index % 4]}@example.com`;
    case 'text':
      return `A short ${field.name} for ${resource.singular} ${index + 1}.`;
    default:
      return `${titleCase(resource.singular)} ${['one', 'two', 'three', 'four'][index % 4]}${field.name === 'name' || field.name === 'title' ? '' : ` ${field.name}`}`;
  }
}
