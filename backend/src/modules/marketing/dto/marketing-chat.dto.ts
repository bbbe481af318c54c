import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { CHAT_MESSAGE_MAX_CHARACTERS } from '../marketing.constants';

export class MarketingChatDto {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_CHARACTERS, example: 'Give me three headlines for my latest ad' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'message must not be blank' })
  @MaxCharacters(CHAT_MESSAGE_MAX_CHARACTERS)
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
