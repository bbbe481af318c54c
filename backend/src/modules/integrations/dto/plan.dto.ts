import { ApiProperty } from '@nestjs/swagger';

export class PlanDto {
  @ApiProperty({ example: 'free' })
  id!: string;

  @ApiProperty({ example: 'Free' })
  name!: string;

  @ApiProperty({ example: 0, description: 'Monthly price in cents' })
  price_monthly!: number;

  @ApiProperty({ example: 100, description: 'Text tokens per month' })
  tokens!: number;

  @ApiProperty({ example: 3, description: 'Images per month' })
  images!: number;

  @ApiProperty({ example: 1, description: 'Videos per month' })
  videos!: number;
}
