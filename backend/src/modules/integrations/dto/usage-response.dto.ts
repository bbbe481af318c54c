import { ApiProperty } from '@nestjs/swagger';
import { PlanDto } from './plan.dto';

export class UsageResponseDto {
  @ApiProperty({ example: 42 })
  tokens_used!: number;

  @ApiProperty({ example: 1 })
  images_used!: number;

  @ApiProperty({ example: 0 })
  videos_used!: number;

  @ApiProperty({ example: 0.0201, description: '$0.002 per 1,000 tokens, $0.02 per image, $0.20 per video; always 0 on Free, which is never billed' })
  cost_usd!: number;

  @ApiProperty({ format: 'date-time', description: 'Start of this calendar month (UTC)' })
  period_start!: string;

  @ApiProperty({ format: 'date-time', description: 'Start of the next month, when usage resets' })
  period_end!: string;

  @ApiProperty({ type: PlanDto, description: "The account's plan: its monthly allowance" })
  plan!: PlanDto;
}
