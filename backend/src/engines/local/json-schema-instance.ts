import type { JsonSchema } from '../text-engine';

/**
 * A JSON value that validates against a JSON Schema, for the offline engine's `response_format: json_schema`
 * (issue: any structured-output client must get JSON it can parse into its model). Covers what OpenAI's strict
 * mode and Pydantic/zod emit: type (or a list of types), object/properties/required/additionalProperties,
 * array/items/prefixItems/minItems/maxItems, enum, const, string (minLength/maxLength, common formats, pattern
 * when a plain candidate matches), number/integer (minimum/maximum, exclusive bounds, multipleOf), boolean,
 * null, anyOf/oneOf (the first option that is not null), allOf (merged), and $ref to #/$defs or #/definitions.
 * The first free-text string carries `label` (cut to its maxLength), so the content says it is offline without
 * breaking the schema. `variant` picks among enum values, numbers and booleans, so n choices differ.
 */
export function instanceOfSchema(schema: JsonSchema | boolean | undefined, options: { label: string; variant?: number }): unknown {
  const context: Context = { root: typeof schema === 'object' ? schema : {}, label: options.label, labelled: false, variant: options.variant ?? 0, depth: 0, nodes: 0 };
  return generate(schema ?? true, context, 'value');
}

interface Context {
  root: JsonSchema;
  label: string;
  labelled: boolean;
  variant: number;
  depth: number;
  nodes: number;
}

/** Deeper than this, a recursive schema ($ref to itself) stops at its smallest valid value. */
const MAX_DEPTH = 12;
/** Arrays below this depth get one item even when empty ones are allowed. */
const SHOWN_DEPTH = 4;

const PATTERN_CANDIDATES = ['offline', 'a', 'A', '0', 'a0', 'A0', ''];
/**
 * Most values made for one schema: a schema whose properties each refer back to it would otherwise grow as
 * (properties)^depth; past this, every value is the emptiest of its type.
 */
const MAX_NODES = 5_000;

const FORMATS: Readonly<Record<string, string>> = {
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '00:00:00Z',
  email: 'offline@example.com',
  uri: 'https://example.com/offline',
  url: 'https://example.com/offline',
  uuid: '00000000-0000-4000-8000-000000000000',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  duration: 'P1D',
};

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(ref: string, root: JsonSchema): JsonSchema | boolean {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return true;
  let target: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return isObject(target) || typeof target === 'boolean' ? target : true;
}

/** allOf's members merged into one schema (properties and required united; the rest, later wins). */
function mergeAllOf(schema: JsonSchema, context: Context): JsonSchema {
  const parts = (schema.allOf as unknown[]).map((part) => (isObject(part) && typeof part.$ref === 'string' ? resolve(part.$ref, context.root) : part));
  const { allOf: _allOf, ...rest } = schema;
  return [...parts, rest].filter(isObject).reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...(merged.properties as JsonSchema | undefined), ...(part.properties as JsonSchema | undefined) },
      required: [...((merged.required as string[] | undefined) ?? []), ...((part.required as string[] | undefined) ?? [])],
    }),
    {},
  );
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return (type.find((entry) => entry !== 'null') ?? type[0]) as string | undefined;
  if (isObject(schema.properties) || schema.required !== undefined || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined || schema.prefixItems !== undefined) return 'array';
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined) return 'number';
  if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined || schema.format !== undefined) return 'string';
  return undefined;
}

function generate(schema: JsonSchema | boolean, context: Context, name: string): unknown {
  if (schema === true) return freeText(context, name, {});
  if (schema === false || !isObject(schema)) return null;
  context.nodes += 1;
  if (context.depth > MAX_DEPTH || context.nodes > MAX_NODES) return smallest(referred(schema, context.root));
  if (typeof schema.$ref === 'string') return nested(resolve(schema.$ref, context.root), context, name);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[context.variant % schema.enum.length];
  if (Array.isArray(schema.allOf)) return nested(mergeAllOf(schema, context), context, name);
  const options = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null) as unknown[] | null;
  if (options && options.length > 0) {
    const notNull = options.find((option) => !(isObject(option) && option.type === 'null')) ?? options[0];
    return nested(notNull as JsonSchema, context, name);
  }
  switch (typeOf(schema)) {
    case 'object':
      return objectOf(schema, context);
    case 'array':
      return arrayOf(schema, context, name);
    case 'integer':
    case 'number':
      return numberOf(schema, context);
    case 'boolean':
      return context.variant % 2 === 0;
    case 'null':
      return null;
    default:
      return stringOf(schema, context, name);
  }
}

function nested(schema: JsonSchema | boolean, context: Context, name: string): unknown {
  context.depth += 1;
  try {
    return generate(schema, context, name);
  } finally {
    context.depth -= 1;
  }
}

/** The schema a chain of $refs ends at (a few hops at most), without generating anything. */
function referred(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let target: JsonSchema | boolean = schema;
  for (let hop = 0; hop < 8 && isObject(target) && typeof target.$ref === 'string'; hop += 1) target = resolve(target.$ref, root);
  return isObject(target) ? target : {};
}

/** For a recursion cut short: null where allowed, otherwise the emptiest value of the type (no more recursion). */
function smallest(schema: JsonSchema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (types.includes('null') || options?.some((option) => isObject(option) && option.type === 'null')) return null;
  switch (typeOf(schema)) {
    case 'array':
      return [];
    case 'object':
      return {};
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

function objectOf(schema: JsonSchema, context: Context): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const result: Record<string, unknown> = {};
  // Every declared property (OpenAI's strict mode requires them all anyway); required ones first.
  const names = [...new Set([...required, ...Object.keys(properties)])];
  for (const name of names) result[name] = nested((properties[name] as JsonSchema | boolean | undefined) ?? true, context, name);
  return result;
}

function arrayOf(schema: JsonSchema, context: Context, name: string): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  const minimum = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maximum = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  // One item shows the shape; deeper down only what minItems asks, so a recursive schema ends.
  const count = Math.min(Math.max(minimum, prefix.length, context.depth < SHOWN_DEPTH ? 1 : 0), maximum);
  const items = schema.items === undefined ? true : (schema.items as JsonSchema | boolean);
  const result: unknown[] = [];
  const variant = context.variant;
  for (let index = 0; index < count; index += 1) {
    // Different items where uniqueItems asks for them (enum values and numbers follow the variant).
    context.variant = variant + index;
    result.push(nested(prefix[index] ?? (items === false ? true : items), context, name));
  }
  context.variant = variant;
  return result;
}

function numberOf(schema: JsonSchema, context: Context): number {
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer') && !schema.type.includes('number'));
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : integer ? 1 : 0.5;
  let low = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
  if (typeof schema.exclusiveMinimum === 'number') low = Math.max(low, schema.exclusiveMinimum + Number.EPSILON * 4);
  let high = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  if (typeof schema.exclusiveMaximum === 'number') high = Math.min(high, schema.exclusiveMaximum - Number.EPSILON * 4);
  const start = Number.isFinite(low) ? low : Number.isFinite(high) ? Math.min(0, high) : 0;
  // The smallest multiple of the step at or above the start, then `variant` steps on while that stays in range.
  const first = Math.ceil(start / step - 1e-9) * step;
  let value = first + context.variant * step;
  if (value > high) value = first;
  if (schema.exclusiveMinimum !== undefined && value <= (schema.exclusiveMinimum as number)) value += step;
  return integer ? Math.round(value) : Number(value.toPrecision(12));
}

function stringOf(schema: JsonSchema, context: Context, name: string): string {
  if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format];
  if (typeof schema.pattern === 'string') {
    const pattern = patternOf(schema.pattern);
    // Only short candidates: a caller's pattern may backtrack badly, and on 7 characters that stays cheap.
    const fitting = PATTERN_CANDIDATES.find((candidate) => pattern?.test(candidate) && fits(candidate, schema));
    if (fitting !== undefined) return fitting;
  }
  return freeText(context, name, schema);
}

/** A caller's pattern, or null when JavaScript cannot read it (the value then only meets the length rules). */
function patternOf(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

function fits(text: string, schema: JsonSchema): boolean {
  const length = [...text].length;
  return (typeof schema.minLength !== 'number' || length >= schema.minLength) && (typeof schema.maxLength !== 'number' || length <= schema.maxLength);
}

/** The label the first time, then `offline <name>`; padded or cut to the length the schema allows. */
function freeText(context: Context, name: string, schema: JsonSchema): string {
  let text = context.labelled ? `offline ${name}` : context.label;
  context.labelled = true;
  const characters = [...text];
  if (typeof schema.maxLength === 'number' && characters.length > schema.maxLength) text = characters.slice(0, schema.maxLength).join('');
  const minimum = typeof schema.minLength === 'number' ? schema.minLength : 0;
  if ([...text].length < minimum) text += '.'.repeat(minimum - [...text].length);
  return text;
}
