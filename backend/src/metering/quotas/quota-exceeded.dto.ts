import { ApiProperty } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';

/** For the OpenAPI document: a 429 QUOTA_EXCEEDED answer (Retry-After in the headers). */
export class QuotaExceededDto extends ErrorBodyDto {
  @ApiProperty({ example: 429 })
  declare statusCode: number;

  @ApiProperty({ example: 'QUOTA_EXCEEDED' })
  declare code: string;

  @ApiProperty({ example: "You've used all 10 free chat messages for today. Sign up or upgrade for more." })
  declare message: string;

  @ApiProperty({
    example: '2026-05-02T00:00:00.000Z',
    description: 'When the allowance is back (ISO 8601, UTC: the next 00:00 UTC for daily quotas)',
  })
  resetsAt!: string;
}
