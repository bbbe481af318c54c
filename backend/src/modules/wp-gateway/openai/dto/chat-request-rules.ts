import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAI's rule: `top_logprobs` only with `logprobs: true`. */
export function RequiresLogprobs(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'requiresLogprobs',
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) => (args?.object as { logprobs?: unknown }).logprobs === true,
        defaultMessage: () => 'top_logprobs requires logprobs to be true',
      },
    },
    options,
  );
}

/** `metadata`: at most 16 pairs, keys of at most 64 characters, string values of at most 512 (OpenAI's limits). */
export function IsMetadata(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMetadata',
      validator: {
        validate: (value: unknown) =>
          isPlainObject(value) &&
          Object.keys(value).length <= 16 &&
          Object.entries(value).every(([key, entry]) => [...key].length <= 64 && typeof entry === 'string' && [...entry].length <= 512),
        defaultMessage: () => 'metadata must be an object of at most 16 string values (keys up to 64 characters, values up to 512)',
      },
    },
    options,
  );
}

/** `stop`: a string, or an array of at most 4 strings; each at most 200 characters. */
export function IsStop(options?: ValidationOptions): PropertyDecorator {
  const isStopText = (entry: unknown) => typeof entry === 'string' && [...entry].length <= 200;
  return ValidateBy(
    {
      name: 'isStop',
      validator: {
        validate: (value: unknown) => isStopText(value) || (Array.isArray(value) && value.length <= 4 && value.every(isStopText)),
        defaultMessage: () => 'stop must be a string or an array of at most 4 strings, each of at most 200 characters',
      },
    },
    options,
  );
}
