import { ApiProperty } from '@nestjs/swagger';

export class OpenAiErrorDto {
  @ApiProperty({ example: 'Incorrect API key provided.' })
  message!: string;

  @ApiProperty({ example: 'invalid_request_error' })
  type!: string;

  @ApiProperty({ type: String, nullable: true })
  param!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'invalid_api_key' })
  code!: string | null;
}

/** For the OpenAPI document: the errors of /api/openai/ in OpenAI's envelope (see openai-error-envelope.ts). */
export class OpenAiErrorEnvelopeDto {
  @ApiProperty({ type: OpenAiErrorDto })
  error!: OpenAiErrorDto;
}
