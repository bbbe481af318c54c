import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString } from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import { SPEECH_FORMATS, SPEECH_VOICES } from '../../../../engines/speech-engine';
import { MAX_SPEECH_INPUT_CHARACTERS, MAX_SPEECH_INSTRUCTIONS_CHARACTERS, MODEL_ID_MAX_CHARACTERS } from '../openai-compat.constants';

/**
 * POST /api/openai/v1/audio/speech, as OpenAI's API takes it. Values (voice, format, speed, input length) are
 * checked by the service, so that a refusal names its field in `param` as OpenAI's does.
 */
export class SpeechRequestDto {
  @ApiProperty({ maxLength: MODEL_ID_MAX_CHARACTERS, description: 'A speech model id from GET /models' })
  @IsString()
  @MaxCharacters(MODEL_ID_MAX_CHARACTERS)
  model!: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_SPEECH_INPUT_CHARACTERS, description: 'The text to speak' })
  @IsString()
  input!: string;

  @ApiProperty({ enum: SPEECH_VOICES })
  @IsString()
  voice!: string;

  @ApiPropertyOptional({ enum: SPEECH_FORMATS, default: 'mp3' })
  @IsOptional()
  @IsString()
  response_format?: string;

  @ApiPropertyOptional({ minimum: 0.25, maximum: 4, default: 1 })
  @IsOptional()
  @IsNumber()
  speed?: number;

  @ApiPropertyOptional({ maxLength: MAX_SPEECH_INSTRUCTIONS_CHARACTERS, description: 'Passed to a provider; the offline engine reads the words only' })
  @IsOptional()
  @IsString()
  @MaxCharacters(MAX_SPEECH_INSTRUCTIONS_CHARACTERS)
  instructions?: string;

  @ApiPropertyOptional({ enum: ['audio', 'sse'], description: 'Accepted; the answer is always the whole audio file' })
  @IsOptional()
  @IsString()
  stream_format?: string;
}
