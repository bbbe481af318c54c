import { ApiProperty } from '@nestjs/swagger';

export class ChatHistoryMessageDto {
  @ApiProperty({ enum: ['user', 'assistant'] })
  role!: 'user' | 'assistant';

  @ApiProperty()
  content!: string;
}

export class ChatHistoryResponseDto {
  @ApiProperty({ type: [ChatHistoryMessageDto], description: 'Oldest first; answered turns only' })
  messages!: ChatHistoryMessageDto[];
}
