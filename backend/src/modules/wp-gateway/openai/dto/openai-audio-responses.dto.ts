import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TranscriptionUsageDto {
  @ApiProperty({ enum: ['tokens'] })
  type!: 'tokens';

  @ApiProperty()
  input_tokens!: number;

  @ApiProperty({ description: 'Tokens metered: one per 4 characters of the text' })
  output_tokens!: number;

  @ApiProperty()
  total_tokens!: number;
}

/** `response_format` json (the provider's verbose_json adds its own fields: language, duration, segments…). */
export class TranscriptionResponseJsonDto {
  @ApiProperty()
  text!: string;

  @ApiPropertyOptional({ type: TranscriptionUsageDto })
  usage?: TranscriptionUsageDto;

  @ApiPropertyOptional({ enum: ['transcribe'], description: 'verbose_json' })
  task?: 'transcribe';

  @ApiPropertyOptional({ description: 'verbose_json' })
  language?: string;

  @ApiPropertyOptional({ description: 'verbose_json: seconds' })
  duration?: number;

  @ApiPropertyOptional({ description: "verbose_json: the provider's segments", type: 'array', items: { type: 'object', additionalProperties: true } })
  segments?: object[];

  @ApiPropertyOptional({ description: "verbose_json: the provider's words, when asked", type: 'array', items: { type: 'object', additionalProperties: true } })
  words?: object[];
}

export class EmbeddingDto {
  @ApiProperty({ enum: ['embedding'] })
  object!: 'embedding';

  @ApiProperty()
  index!: number;

  @ApiProperty({
    description: 'Floats, or base64 of little-endian float32 with encoding_format base64',
    oneOf: [{ type: 'array', items: { type: 'number' } }, { type: 'string' }],
  })
  embedding!: number[] | string;
}

export class EmbeddingsUsageDto {
  @ApiProperty({ description: 'Tokens metered: one per 4 characters of each text, or each token of a token array' })
  prompt_tokens!: number;

  @ApiProperty()
  total_tokens!: number;
}

export class EmbeddingsResponseDto {
  @ApiProperty({ enum: ['list'] })
  object!: 'list';

  @ApiProperty({ type: [EmbeddingDto] })
  data!: EmbeddingDto[];

  @ApiProperty({ description: "The provider's model" })
  model!: string;

  @ApiProperty({ type: EmbeddingsUsageDto })
  usage!: EmbeddingsUsageDto;
}
