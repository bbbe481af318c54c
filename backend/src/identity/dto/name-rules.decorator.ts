import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { NAME_MAX_LENGTH } from '../identity.constants';
import { MaxCharacters } from './max-characters.decorator';
import { trimString } from './trim-string';

/**
 * A person's name: trimmed, 1–80 characters, no control characters (no line breaks). Optional names
 * that are blank count as absent, so the account falls back to its default name.
 */
export function NameRules(options: { optional?: boolean } = {}): PropertyDecorator {
  const rules = [
    IsString(),
    MinLength(1, { message: '$property must not be empty' }),
    MaxCharacters(NAME_MAX_LENGTH),
    Matches(/^[^\u0000-\u001f\u007f]*$/, { message: '$property must not contain control characters' }),
  ];
  if (!options.optional) return applyDecorators(Transform(trimString), ...rules);
  return applyDecorators(
    Transform((params) => (trimString(params) === '' ? undefined : trimString(params))),
    IsOptional(),
    ...rules,
  );
}
