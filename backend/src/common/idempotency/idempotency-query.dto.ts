import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_RETENTION_HOURS } from './idempotency.constants';

/** The query of an `@Idempotent()` route: the key (the kernel reads it; this declares and validates it). */
export class IdempotencyQueryDto {
  @ApiPropertyOptional({
    maxLength: 128,
    example: 'chat_k3j9x0a1b_1767225600000',
    description:
      'The request\'s idempotency key (or the X-Idempotency-Key header; both must agree). The same key with the same ' +
      'request answers the first answer again (header Idempotent-Replayed: true) without running or charging it again; ' +
      `with another request, 422; while the first is still running, 409. Keys are kept at least ${IDEMPOTENCY_RETENTION_HOURS} hours.`,
  })
  @IsOptional()
  @IsString()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'idempotency_key must be 1 to 128 printable ASCII characters' })
  idempotency_key?: string;
}
