import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../common/session-id';

export class ChatHistoryQueryDto {
  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'k3j9x0a1b' })
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: 'session_id must be 1 to 64 letters, digits, "_" or "-"' })
  session_id!: string;
}
