import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IDEMPOTENCY_KEY_PATTERN } from '../media.constants';

export class PhotoQueryDto {
  @ApiPropertyOptional({
    maxLength: 128,
    description: 'Repeating a request with the same key answers the same photo instead of making (and counting) another',
  })
  @IsOptional()
  @IsString()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'idempotency_key must be 1 to 128 printable ASCII characters' })
  idempotency_key?: string;
}
