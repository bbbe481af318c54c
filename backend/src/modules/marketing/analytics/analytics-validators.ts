import { ValidateBy, type ValidationOptions } from 'class-validator';
import { META_KEY_PATTERN, META_MAX_KEYS, META_TEXT_MAX_CHARACTERS, TIMESTAMP_MAX, TIMESTAMP_MIN } from './analytics.constants';

export type MetaValue = string | number | boolean | null;

/** A flat object of at most META_MAX_KEYS short keys, each a short string, a finite number, a boolean or null. */
export function isFlatMeta(value: unknown): value is Record<string, MetaValue> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= META_MAX_KEYS &&
    entries.every(
      ([key, item]) =>
        META_KEY_PATTERN.test(key) &&
        (item === null ||
          typeof item === 'boolean' ||
          (typeof item === 'number' && Number.isFinite(item)) ||
          (typeof item === 'string' && [...item].length <= META_TEXT_MAX_CHARACTERS)),
    )
  );
}

/** Milliseconds since the epoch, or an ISO 8601 date-time; null when it is neither or out of range. */
export function parseTimestamp(value: unknown): Date | null {
  let time: number;
  if (typeof value === 'number') time = value;
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    time = Date.parse(value);
  } else return null;
  return Number.isFinite(time) && time >= TIMESTAMP_MIN && time < TIMESTAMP_MAX ? new Date(time) : null;
}

export function IsFlatMeta(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFlatMeta',
      validator: {
        validate: isFlatMeta,
        defaultMessage: () =>
          `meta must be an object of at most ${META_MAX_KEYS} keys (letters, digits, "_"), each a string of at most ` +
          `${META_TEXT_MAX_CHARACTERS} characters, a number, a boolean or null`,
      },
    },
    options,
  );
}

export function IsTimestamp(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTimestamp',
      validator: {
        validate: (value: unknown) => parseTimestamp(value) !== null,
        defaultMessage: () => 'timestamp must be milliseconds since 1970 or an ISO 8601 date-time, between 2000 and 2100',
      },
    },
    options,
  );
}
