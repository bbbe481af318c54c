import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../../common/session-id';
import { REQUEST_ID_PATTERN } from '../video.constants';

export class VideoJobParamsDto {
  @ApiProperty({ pattern: REQUEST_ID_PATTERN.source })
  @IsString()
  @Matches(REQUEST_ID_PATTERN, { message: 'request_id must be 8 to 64 letters, digits, "_" or "-"' })
  request_id!: string;
}

export class VideoJobQueryDto {
  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'k3j9x0a1b', description: 'The session that started the job' })
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: 'session_id must be 1 to 64 letters, digits, "_" or "-"' })
  session_id!: string;
}
