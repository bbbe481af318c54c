import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { MESSAGE_MAX_CHARACTERS } from '../chat.constants';
import { SESSION_ID_PATTERN } from '../../../common/session-id';

export class ChatStreamDto {
  @ApiProperty({ maxLength: MESSAGE_MAX_CHARACTERS, example: 'Write a haiku about the sea' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'message must not be blank' })
  @MaxCharacters(MESSAGE_MAX_CHARACTERS)
  message!: string;

  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'k3j9x0a1b', description: "The browser's session id" })
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: 'session_id must be 1 to 64 letters, digits, "_" or "-"' })
  session_id!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "One of the caller's conversations (GET /api/chat/conversations); without it, the most recently used one",
  })
  @IsOptional()
  @IsUUID('all', { message: 'conversation_id must be a conversation id (a UUID)' })
  conversation_id?: string;
}
