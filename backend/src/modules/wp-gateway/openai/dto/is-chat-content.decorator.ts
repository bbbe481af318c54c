import { ValidateBy, type ValidationOptions } from 'class-validator';
import { MAX_CONVERSATION_CHARACTERS } from '../openai-compat.constants';

const DETAILS = new Set(['auto', 'low', 'high']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOnlyKeys(value: Record<string, unknown>, allowed: readonly string[]): boolean {
  return Object.keys(value).every((key) => allowed.includes(key));
}

/** One part of a message's content array, as OpenAI defines it (text or image_url); nothing else. */
function isContentPart(part: unknown): boolean {
  if (!isPlainObject(part)) return false;
  if (part.type === 'text') return hasOnlyKeys(part, ['type', 'text']) && typeof part.text === 'string';
  if (part.type !== 'image_url' || !hasOnlyKeys(part, ['type', 'image_url'])) return false;
  const image = part.image_url;
  return (
    isPlainObject(image) &&
    hasOnlyKeys(image, ['url', 'detail']) &&
    typeof image.url === 'string' &&
    (image.detail === undefined || (typeof image.detail === 'string' && DETAILS.has(image.detail)))
  );
}

/** A message's content: a string, or a non-empty array of text and image parts (OpenAI's two shapes). */
export function IsChatContent(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isChatContent',
      validator: {
        validate: (value: unknown) => {
          if (typeof value === 'string') return [...value].length <= MAX_CONVERSATION_CHARACTERS;
          return Array.isArray(value) && value.length > 0 && value.length <= 20 && value.every(isContentPart);
        },
        defaultMessage: () =>
          `content must be a string of at most ${MAX_CONVERSATION_CHARACTERS} characters or an array of ` +
          '{type: "text", text} and {type: "image_url", image_url: {url}} parts',
      },
    },
    options,
  );
}
