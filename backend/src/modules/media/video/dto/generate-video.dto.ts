import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { PromptRequestDto } from '../../dto/prompt-request.dto';
import { REQUEST_ID_PATTERN } from '../video.constants';

/** POST /api/video/generate: a generation request plus the client's own id for the job. */
export class GenerateVideoDto extends PromptRequestDto {
  @ApiPropertyOptional({
    pattern: REQUEST_ID_PATTERN.source,
    example: 'v-5f1c2a9e7b',
    description:
      'Chosen by the client. Sending it again (e.g. after the connection broke) waits for the same job instead ' +
      'of starting, and charging, another; GET /api/video/jobs/{request_id} reports its progress.',
  })
  @IsOptional()
  @IsString()
  @Matches(REQUEST_ID_PATTERN, { message: 'request_id must be 8 to 64 letters, digits, "_" or "-"' })
  request_id?: string;
}
