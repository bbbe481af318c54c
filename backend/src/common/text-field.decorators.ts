import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MaxCharacters } from '../identity/dto/max-characters.decorator';
import { trimString } from '../identity/dto/trim-string';
import { SESSION_ID_PATTERN } from './session-id';

// Request text fields that many areas take, checked and documented once. Decorators are listed in the
// order TypeScript applies them written above a property (bottom first), so the checks run and their
// messages come in the order they did there.

/** What the OpenAPI document shows of a field besides its rules. */
export interface FieldDoc {
  example?: string;
  description?: string;
}

/** Text that is trimmed, then refused when blank (`<field> must not be blank`) or over `max` characters. */
export function RequiredText(max: number, doc: FieldDoc = {}): PropertyDecorator {
  return applyDecorators(
    MaxCharacters(max),
    IsNotEmpty({ message: '$property must not be blank' }),
    IsString(),
    Transform(trimString),
    ApiProperty({ maxLength: max, ...doc }),
  );
}

/** Text that is trimmed and may be empty, at most `max` characters. */
export function TrimmedText(max: number, doc: FieldDoc = {}): PropertyDecorator {
  return applyDecorators(MaxCharacters(max), IsString(), Transform(trimString), ApiProperty({ maxLength: max, ...doc }));
}

/** The browser's session id (common/session-id.ts), as chat, photo and video take it. */
export function SessionIdField(doc: Pick<FieldDoc, 'description'> = {}): PropertyDecorator {
  return applyDecorators(
    Matches(SESSION_ID_PATTERN, { message: 'session_id must be 1 to 64 letters, digits, "_" or "-"' }),
    IsString(),
    ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'k3j9x0a1b', ...doc }),
  );
}
