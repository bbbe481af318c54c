import { ApiProperty } from '@nestjs/swagger';
import { CREDIT_TIERS, type CreditTier } from '../../../metering/credits/credit-plans';
import { CreditCostsDto, CurrencyMeaningsDto } from './credits-response.dto';

/** Spec 001 §3 marketing plan: id, name, price, period, rc, sc, features, cta. */
export class MarketingPlanDto {
  @ApiProperty({ enum: CREDIT_TIERS })
  id!: CreditTier;

  @ApiProperty({ example: 'Creator' })
  name!: string;

  @ApiProperty({ example: '$29' })
  price!: string;

  @ApiProperty({ example: 'per month' })
  period!: string;

  @ApiProperty({ example: 500, description: 'RC (text) granted every month' })
  rc!: number;

  @ApiProperty({ example: 100, description: 'SC (visuals) granted every month' })
  sc!: number;

  @ApiProperty({ type: [String] })
  features!: string[];

  @ApiProperty({ example: 'Upgrade to Creator' })
  cta!: string;

  @ApiProperty({ description: 'Marked popular (Creator)' })
  popular!: boolean;

  @ApiProperty({ description: 'The button contacts sales (Elite)' })
  contact_sales!: boolean;
}

export class MarketingPlansResponseDto {
  @ApiProperty({ type: [MarketingPlanDto] })
  plans!: MarketingPlanDto[];

  @ApiProperty({ type: CreditCostsDto })
  costs!: CreditCostsDto;

  @ApiProperty({ type: CurrencyMeaningsDto })
  currencies!: CurrencyMeaningsDto;

  @ApiProperty({ example: 2, description: 'A balance never exceeds this many monthly allocations' })
  rollover_multiplier!: number;
}
