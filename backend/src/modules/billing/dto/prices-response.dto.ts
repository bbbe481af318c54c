import { ApiProperty } from '@nestjs/swagger';

/** Dollars per unit of usage. */
export class UnitPricesDto {
  @ApiProperty({ example: 0.002 })
  per_1000_tokens!: number;

  @ApiProperty({ example: 0.02 })
  per_image!: number;

  @ApiProperty({ example: 0.2 })
  per_video!: number;
}

export class DemoCalculatorPricesDto extends UnitPricesDto {
  @ApiProperty({ example: 70, description: 'The margin a reseller keeps, in percent' })
  margin_percent!: number;
}

/** What the public demo key allows per visitor and UTC day. */
export class DemoDailyLimitsDto {
  @ApiProperty({ example: 20 })
  text!: number;

  @ApiProperty({ example: 5 })
  photo!: number;

  @ApiProperty({ example: 2 })
  video!: number;
}

export class PricesResponseDto {
  @ApiProperty({ enum: ['USD'], example: 'USD' })
  currency!: 'USD';

  @ApiProperty({ type: UnitPricesDto, description: 'What API usage costs (the integrations cost estimator)' })
  api!: UnitPricesDto;

  @ApiProperty({ type: DemoCalculatorPricesDto, description: "The public demo's Live Pricing Calculator" })
  demo_calculator!: DemoCalculatorPricesDto;

  @ApiProperty({ type: DemoDailyLimitsDto })
  demo_daily_limits!: DemoDailyLimitsDto;
}
