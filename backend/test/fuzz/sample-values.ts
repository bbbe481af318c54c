import { randomInt, randomUUID } from 'node:crypto';
import type { SchemaObject } from './openapi-operations';

/** Valid values for fields the schema cannot describe well enough (e.g. a live API key), by field name. */
export type ValueHints = Readonly<Record<string, unknown>>;

/** `^[A-Za-z0-9_-]{1,64}$`: one character class and a length range, the only kind of pattern our DTOs use. */
const CLASS_PATTERN = /^\^\[([^\]]+)\]\{(\d+),(\d+)\}\$$/;

/** A value the operation should accept: from hints, enum, the first of oneOf/anyOf, example, format or pattern, in that order. */
export function sampleValue(schema: SchemaObject, name: string, hints: ValueHints = {}): unknown {
  if (name in hints) return hints[name];
  if (schema.enum?.length) return schema.enum[0];
  // One of several shapes (e.g. tool_choice: a keyword or an object): the first one is as valid as any.
  const choices = schema.oneOf ?? schema.anyOf;
  if (!schema.type && choices?.length) return sampleValue(choices[0], name, hints);
  if (schema.type === 'object' || schema.properties) return sampleObject(schema, hints);
  if (schema.type === 'array') return [sampleValue(schema.items ?? {}, name, hints)];
  if (schema.type === 'integer' || schema.type === 'number') return schema.example ?? schema.minimum ?? 1;
  if (schema.type === 'boolean') return schema.example ?? true;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  const fromPattern = schema.pattern ? sampleFromPattern(schema.pattern) : undefined;
  if (fromPattern !== undefined) return fromPattern;
  if (typeof schema.example === 'string') return schema.example;
  if (schema.format === 'email') return 'fuzz@example.com';
  return 'fuzz';
}

/** Every declared property, required or not, so optional fields are exercised too. */
export function sampleObject(schema: SchemaObject, hints: ValueHints = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([, property]) => property.format !== 'binary')
      .map(([key, property]) => [key, sampleValue(property, key, hints)]),
  );
}

function sampleFromPattern(pattern: string): string | undefined {
  const match = CLASS_PATTERN.exec(pattern);
  if (!match) return undefined;
  const alphabet = expandClass(match[1]);
  if (!alphabet.length) return undefined;
  const length = Math.min(Math.max(10, Number(match[2])), Number(match[3]));
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** `A-Za-z0-9_-` → its characters; a `-` at either end is literal. */
function expandClass(body: string): string[] {
  const characters: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let code = body.charCodeAt(i); code <= body.charCodeAt(i + 2); code += 1) {
        characters.push(String.fromCharCode(code));
      }
      i += 2;
    } else if (body[i] !== '\\') {
      characters.push(body[i]);
    }
  }
  return characters;
}
