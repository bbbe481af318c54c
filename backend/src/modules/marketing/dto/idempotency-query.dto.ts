import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IDEMPOTENCY_KEY_PATTERN } from '../marketing.constants';

export class IdempotencyQueryDto {
  @ApiPropertyOptional({
    maxLength: 128,
    example: 'mkt_k3j9x0a1b_1767225600000',
    description:
      'The request\'s idempotency key (or the X-Idempotency-Key header; both must agree). The same key with the same ' +
      'request answers the first answer again (header Idempotent-Replayed: true); with another request, 422; while ' +
      'the first is still running, 409. Keys are kept with the ledger, well over 24 hours.',
  })
  @IsOptional()
  @IsString()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'idempotency_key must be 1 to 128 printable ASCII characters' })
  idempotency_key?: string;
}
