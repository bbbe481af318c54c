import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MaxCharacters } from '../../../../identity/dto/max-characters.decorator';
import { MODEL_ID_MAX_CHARACTERS } from '../openai-compat.constants';

/** POST /api/openai/v1/embeddings, as OpenAI's API takes it; `input` is checked by the service (its `param`). */
export class EmbeddingsRequestDto {
  @ApiProperty({ maxLength: MODEL_ID_MAX_CHARACTERS, description: 'An embeddings model id from GET /models' })
  @IsString()
  @MaxCharacters(MODEL_ID_MAX_CHARACTERS)
  model!: string;

  @ApiProperty({
    description: 'A text, texts, or token arrays (at most 2048 inputs)',
    oneOf: [
      { type: 'string', minLength: 1 },
      { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 2048 },
      { type: 'array', items: { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 1 }, minItems: 1, maxItems: 2048 },
    ],
  })
  @Allow()
  input!: string | string[] | number[][];

  @ApiPropertyOptional({ enum: ['float', 'base64'], default: 'float' })
  @IsOptional()
  @IsIn(['float', 'base64'])
  encoding_format?: 'float' | 'base64';

  @ApiPropertyOptional({ minimum: 1, maximum: 8192 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(8192)
  dimensions?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxCharacters(200)
  user?: string;
}
