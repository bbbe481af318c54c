import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class OpenAiModelDto {
  @ApiProperty({ example: 'atelier-templates', description: 'Pass as `model`; the offline engine says so in owned_by' })
  id!: string;

  @ApiProperty({ enum: ['model'] })
  object!: 'model';

  @ApiProperty({ description: 'Unix seconds' })
  created!: number;

  @ApiProperty({ example: 'atelier (offline engine)' })
  owned_by!: string;
}

export class OpenAiModelListDto {
  @ApiProperty({ enum: ['list'] })
  object!: 'list';

  @ApiProperty({ type: [OpenAiModelDto] })
  data!: OpenAiModelDto[];
}

export class OpenAiUsageDto {
  @ApiProperty({ description: 'Metered as one token per 4 characters of every message' })
  prompt_tokens!: number;

  @ApiProperty({ description: "Metered as one token per 4 characters of each choice's answer (text, tool call names and arguments)" })
  completion_tokens!: number;

  @ApiProperty()
  total_tokens!: number;
}

export const FINISH_REASONS = ['stop', 'length', 'tool_calls', 'content_filter'] as const;
export type FinishReason = (typeof FINISH_REASONS)[number];

export class OpenAiToolCallFunctionDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'The arguments as JSON text' })
  arguments!: string;
}

/** A tool call the provider's model made (never the offline engine's). */
export class OpenAiToolCallDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ enum: ['function'] })
  type!: 'function';

  @ApiProperty({ type: OpenAiToolCallFunctionDto })
  function!: OpenAiToolCallFunctionDto;
}

/** A choice's logprobs: the provider's entries as it sent them. */
export class OpenAiLogprobsDto {
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, nullable: true })
  content!: unknown[] | null;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, nullable: true })
  refusal!: unknown[] | null;
}

export class OpenAiAssistantMessageDto {
  @ApiProperty({ enum: ['assistant'] })
  role!: 'assistant';

  @ApiProperty({ type: String, nullable: true, description: 'null when the answer is only tool calls' })
  content!: string | null;

  @ApiProperty({ type: String, nullable: true })
  refusal!: string | null;

  @ApiPropertyOptional({ type: [OpenAiToolCallDto], description: 'The calls the model made (finish_reason tool_calls)' })
  tool_calls?: OpenAiToolCallDto[];
}

export class OpenAiChoiceDto {
  @ApiProperty()
  index!: number;

  @ApiProperty({ type: OpenAiAssistantMessageDto })
  message!: OpenAiAssistantMessageDto;

  @ApiProperty({ enum: FINISH_REASONS })
  finish_reason!: FinishReason;

  @ApiProperty({ type: OpenAiLogprobsDto, nullable: true, description: "A provider's, with logprobs: true; always null offline" })
  logprobs!: OpenAiLogprobsDto | null;
}

export class ChatCompletionResponseDto {
  @ApiProperty({ example: 'chatcmpl-6f1c…' })
  id!: string;

  @ApiProperty({ enum: ['chat.completion'] })
  object!: 'chat.completion';

  @ApiProperty()
  created!: number;

  @ApiProperty({ description: 'The model that answered' })
  model!: string;

  @ApiProperty({ type: [OpenAiChoiceDto] })
  choices!: OpenAiChoiceDto[];

  @ApiProperty({ type: OpenAiUsageDto })
  usage!: OpenAiUsageDto;
}

export class OpenAiImageDto {
  @ApiPropertyOptional({ description: 'Absolute URL of the PNG (response_format "url")' })
  url?: string;

  @ApiPropertyOptional({ description: 'The PNG in base64 (response_format "b64_json")' })
  b64_json?: string;

  @ApiProperty()
  revised_prompt!: string;
}

export class ImageGenerationResponseDto {
  @ApiProperty()
  created!: number;

  @ApiProperty({ type: [OpenAiImageDto] })
  data!: OpenAiImageDto[];
}
