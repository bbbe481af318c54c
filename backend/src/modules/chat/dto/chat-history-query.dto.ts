import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../common/session-id';

export class ChatHistoryQueryDto {
  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'k3j9x0a1b' })
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
