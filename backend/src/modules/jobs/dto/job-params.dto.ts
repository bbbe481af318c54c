import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../common/session-id';

export class JobParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a job id (a UUID)' })
  id!: string;
}

export class JobQueryDto {
  @ApiPropertyOptional({
    pattern: SESSION_ID_PATTERN.source,
    example: 'k3j9x0a1b',
    description: "A visitor's browser session, which owns the visitor's jobs (accounts use their bearer token)",
  })
  @IsOptional()
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: 'session_id must be 1 to 64 letters, digits, "_" or "-"' })
  session_id?: string;
}
