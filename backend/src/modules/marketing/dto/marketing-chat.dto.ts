import { ApiProperty } from '@nestjs/swagger';
import { CHAT_MESSAGE_MAX_CHARACTERS } from '../marketing.constants';
import { RequiredText } from '../../../common/text-field.decorators';

export class MarketingChatDto {
  @RequiredText(CHAT_MESSAGE_MAX_CHARACTERS, { example: 'Give me three headlines for my latest ad' })
  message!: string;
}

export class MarketingChatMessageDto {
  @ApiProperty({ enum: ['user', 'assistant'] })
  role!: 'user' | 'assistant';

  @ApiProperty()
  content!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class MarketingChatHistoryDto {
  @ApiProperty({ type: [MarketingChatMessageDto], description: 'Oldest first' })
  messages!: MarketingChatMessageDto[];
}
