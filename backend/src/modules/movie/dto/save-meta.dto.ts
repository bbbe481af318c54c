import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { CLIENT_ID_PATTERN, LOGLINE_MAX_CHARACTERS, TARGET_LENGTHS, TITLE_MAX_CHARACTERS, type TargetLength } from '../movie.constants';
import { ASPECT_RATIOS, type AspectRatio } from '../render/aspect-ratio';
import { ID_MESSAGE, PROJECT_ID_DESCRIPTION } from './movie-params.dto';

/** POST /api/movie/save-meta (spec 001 §7). */
export class SaveMovieMetaDto {
  @ApiProperty({ pattern: CLIENT_ID_PATTERN.source, example: 'movie_1731400000000', description: PROJECT_ID_DESCRIPTION })
  @IsString()
  @Matches(CLIENT_ID_PATTERN, { message: ID_MESSAGE('project_id') })
  project_id!: string;

  @ApiProperty({ maxLength: TITLE_MAX_CHARACTERS, example: 'Last Delivery', description: "Required: blank answers 400 'Movie title is required!'" })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(TITLE_MAX_CHARACTERS)
  title!: string;

  @ApiPropertyOptional({ maxLength: LOGLINE_MAX_CHARACTERS, example: 'A courier has one night to deliver a letter that could end a war.' })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @MaxCharacters(LOGLINE_MAX_CHARACTERS)
  logline?: string;

  @ApiProperty({ enum: TARGET_LENGTHS, example: 10, description: 'Minutes' })
  @IsInt()
  @IsIn(TARGET_LENGTHS, { message: `target_length must be one of ${TARGET_LENGTHS.join(', ')}` })
  target_length!: TargetLength;

  @ApiPropertyOptional({ enum: ASPECT_RATIOS, example: '9:16', description: 'Omitted: the movie keeps its aspect ratio (16:9 for a new movie)' })
  @IsOptional()
  @IsIn(ASPECT_RATIOS, { message: `aspect_ratio must be one of ${ASPECT_RATIOS.join(', ')}` })
  aspect_ratio?: AspectRatio;
}
