import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { CLIENT_ID_PATTERN, SCRIPT_PROMPT_MAX_CHARACTERS, TARGET_LENGTHS, type TargetLength } from '../movie.constants';
import { ID_MESSAGE, PROJECT_ID_DESCRIPTION } from './movie-params.dto';

/** POST /api/movie-studio/script (spec 001 §7). */
export class MovieScriptDto {
  @ApiProperty({ maxLength: SCRIPT_PROMPT_MAX_CHARACTERS, example: 'A courier in a flooded city must deliver a letter that could end a war.' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'prompt must not be blank' })
  @MaxCharacters(SCRIPT_PROMPT_MAX_CHARACTERS)
  prompt!: string;

  @ApiProperty({ enum: TARGET_LENGTHS, example: 10, description: 'Minutes; decides how many scenes (see the README)' })
  @IsInt()
  @IsIn(TARGET_LENGTHS, { message: `target_length must be one of ${TARGET_LENGTHS.join(', ')}` })
  target_length!: TargetLength;

  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, description: PROJECT_ID_DESCRIPTION })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('project_id') })
  project_id!: string;
}
