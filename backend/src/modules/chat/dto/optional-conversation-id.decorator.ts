import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** The conversation a chat call is about (history, stream), listed bottom first as written above a property. */
export function OptionalConversationId(): PropertyDecorator {
  return applyDecorators(
    IsUUID('all', { message: 'conversation_id must be a conversation id (a UUID)' }),
    IsOptional(),
    ApiPropertyOptional({
      format: 'uuid',
      description: "One of the caller's conversations (GET /api/chat/conversations); without it, the most recently used one",
    }),
  );
}
