import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FINISH_REASONS, type FinishReason, OpenAiLogprobsDto, OpenAiUsageDto } from './openai-responses.dto';

export class OpenAiToolCallFunctionDeltaDto {
  @ApiPropertyOptional({ description: 'In the first piece of a call' })
  name?: string;

  @ApiPropertyOptional({ description: 'The next piece of the arguments text' })
  arguments?: string;
}

/** A piece of a tool call: `index` says which call; id, type and name come in its first piece. */
export class OpenAiToolCallDeltaDto {
  @ApiProperty()
  index!: number;

  @ApiPropertyOptional()
  id?: string;

  @ApiPropertyOptional({ enum: ['function'] })
  type?: 'function';

  @ApiPropertyOptional({ type: OpenAiToolCallFunctionDeltaDto })
  function?: OpenAiToolCallFunctionDeltaDto;
}

/** What a chunk adds to the answer: the role in the first, then the next piece of content or of tool calls. */
export class OpenAiDeltaDto {
  @ApiPropertyOptional({ enum: ['assistant'] })
  role?: 'assistant';

  @ApiPropertyOptional({ type: String, nullable: true })
  content?: string | null;

  @ApiPropertyOptional({ type: [OpenAiToolCallDeltaDto] })
  tool_calls?: OpenAiToolCallDeltaDto[];
}

export class OpenAiChunkChoiceDto {
  @ApiProperty()
  index!: number;

  @ApiProperty({ type: OpenAiDeltaDto })
  delta!: OpenAiDeltaDto;

  @ApiProperty({ enum: FINISH_REASONS, nullable: true, description: "Set in the last chunk of the choice's answer" })
  finish_reason!: FinishReason | null;

  @ApiProperty({ type: OpenAiLogprobsDto, nullable: true })
  logprobs!: OpenAiLogprobsDto | null;
}

/** One `data:` frame of a streamed completion (`stream: true`), as OpenAI's `chat.completion.chunk`. */
export class ChatCompletionChunkDto {
  @ApiProperty({ example: 'chatcmpl-6f1c…' })
  id!: string;

  @ApiProperty({ enum: ['chat.completion.chunk'] })
  object!: 'chat.completion.chunk';

  @ApiProperty()
  created!: number;

  @ApiProperty({ description: 'The model that answers' })
  model!: string;

  @ApiProperty({ type: [OpenAiChunkChoiceDto], description: 'Empty in the usage chunk' })
  choices!: OpenAiChunkChoiceDto[];

  @ApiPropertyOptional({
    type: OpenAiUsageDto,
    nullable: true,
    description: 'Only with stream_options.include_usage: null in every chunk but the last, which has no choices',
  })
  usage?: OpenAiUsageDto | null;
}
