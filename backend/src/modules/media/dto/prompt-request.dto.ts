import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../common/session-id';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { PROMPT_MAX_CHARACTERS } from '../media.constants';

/** What every generation request carries (spec 000 §7): the prompt and the browser's session id. */
export class PromptRequestDto {
  @ApiProperty({ maxLength: PROMPT_MAX_CHARACTERS, example: 'A lighthouse at dawn, watercolour' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'prompt must not be blank' })
  @MaxCharacters(PROMPT_MAX_CHARACTERS)
  prompt!: string;

  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'k3j9x0a1b', description: "The browser's session id" })
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: 'session_id must be 1 to 64 letters, digits, "_" or "-"' })
  session_id!: string;
}
