import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import { TRANSCRIPTION_FORMATS, type TranscriptionFormat } from '../../../../engines/transcription-engine';
import { MAX_TRANSCRIPTION_BYTES, MODEL_ID_MAX_CHARACTERS } from '../openai-compat.constants';

/** POST /api/openai/v1/audio/transcriptions: the fields beside the file (validated; the file is read by multer). */
export class TranscriptionRequestDto {
  @ApiProperty({ maxLength: MODEL_ID_MAX_CHARACTERS, description: 'A transcription model id from GET /models' })
  @IsString()
  @MaxCharacters(MODEL_ID_MAX_CHARACTERS)
  model!: string;

  @ApiPropertyOptional({ maxLength: 20, description: 'ISO-639-1' })
  @IsOptional()
  @IsString()
  @MaxCharacters(20)
  language?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxCharacters(2000)
  prompt?: string;

  @ApiPropertyOptional({ enum: TRANSCRIPTION_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(TRANSCRIPTION_FORMATS)
  response_format?: TranscriptionFormat;

  @ApiPropertyOptional({ minimum: 0, maximum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(0)
  @Max(1)
  temperature?: number;
}

/** The whole multipart body as documented: the audio in `file`, the rest as fields. */
export class TranscriptionUploadDto extends TranscriptionRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: `The audio, at most ${MAX_TRANSCRIPTION_BYTES / 1024 / 1024} MB` })
  file!: unknown;
}
