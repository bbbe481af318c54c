import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import {
  BIO_MAX_CHARACTERS,
  CHARACTER_ROLES,
  CLIENT_ID_PATTERN,
  NAME_MAX_CHARACTERS,
  type CharacterRole,
} from '../movie.constants';
import { ID_MESSAGE, PROJECT_ID_DESCRIPTION } from './movie-params.dto';

export const AVATAR_FILENAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

export class MovieCharacterInputDto {
  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, example: 'char_1731400000000', description: "New characters: 'char_' plus a timestamp; the same id again updates it" })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('character.id') })
  id!: string;

  @ApiProperty({ maxLength: NAME_MAX_CHARACTERS, example: 'Mara', description: "Required: blank answers 400 'Name and bio are required!'" })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(NAME_MAX_CHARACTERS)
  name!: string;

  @ApiProperty({ enum: CHARACTER_ROLES })
  @IsString()
  @IsIn(CHARACTER_ROLES, { message: `role must be one of ${CHARACTER_ROLES.join(', ')}` })
  role!: CharacterRole;

  @ApiProperty({ maxLength: BIO_MAX_CHARACTERS, example: 'A courier who never misses a delivery.' })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(BIO_MAX_CHARACTERS)
  bio!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: AVATAR_FILENAME_PATTERN.source,
    description: 'From POST /api/movie/avatar/{projectId}; null for none',
  })
  @IsOptional()
  @IsString()
  @Matches(AVATAR_FILENAME_PATTERN, { message: 'character.avatar_filename must be a name POST /api/movie/avatar/{projectId} gave' })
  avatar_filename?: string | null;
}

/** POST /api/movie/character (spec 001 §7): adds the character, or updates the one with its id. */
export class SaveMovieCharacterDto {
  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, example: 'movie_1731400000000', description: PROJECT_ID_DESCRIPTION })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('project_id') })
  project_id!: string;

  @ApiProperty({ type: MovieCharacterInputDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => MovieCharacterInputDto)
  character!: MovieCharacterInputDto;
}
