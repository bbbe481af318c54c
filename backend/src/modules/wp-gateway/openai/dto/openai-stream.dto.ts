import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OpenAiUsageDto } from './openai-responses.dto';

/** What a chunk adds to the answer: the role in the first, then the next piece of content. */
export class OpenAiDeltaDto {
  @ApiPropertyOptional({ enum: ['assistant'] })
  role?: 'assistant';

  @ApiPropertyOptional()
  content?: string;
}

export class OpenAiChunkChoiceDto {
  @ApiProperty()
  index!: number;

  @ApiProperty({ type: OpenAiDeltaDto })
  delta!: OpenAiDeltaDto;

  @ApiProperty({ enum: ['stop', 'length'], nullable: true, description: 'Set in the last chunk of the answer' })
  finish_reason!: 'stop' | 'length' | null;

  @ApiProperty({ type: Object, nullable: true })
  logprobs!: null;
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
