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

  @ApiProperty({ description: 'Metered as one token per 4 characters of the answer' })
  completion_tokens!: number;

  @ApiProperty()
  total_tokens!: number;
}

export class OpenAiAssistantMessageDto {
  @ApiProperty({ enum: ['assistant'] })
  role!: 'assistant';

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  refusal!: string | null;
}

export class OpenAiChoiceDto {
  @ApiProperty()
  index!: number;

  @ApiProperty({ type: OpenAiAssistantMessageDto })
  message!: OpenAiAssistantMessageDto;

  @ApiProperty({ enum: ['stop', 'length'] })
  finish_reason!: 'stop' | 'length';

  @ApiProperty({ type: Object, nullable: true })
  logprobs!: null;
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
