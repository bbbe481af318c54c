import { ApiProperty } from '@nestjs/swagger';
import { CREDIT_CURRENCIES, CREDIT_TIERS, type CreditCurrency, type CreditTier } from '../../../metering/credits/credit-plans';
import { CHARGE_STATUSES } from '../../../metering/credits/credits.types';

export class CurrencyAmountsDto {
  @ApiProperty({ example: 10 })
  rc!: number;

  @ApiProperty({ example: 5 })
  sc!: number;
}

export class CreditCostDto {
  @ApiProperty({ enum: CREDIT_CURRENCIES })
  currency!: CreditCurrency;

  @ApiProperty({ example: 1 })
  amount!: number;
}

/** The price of one generation per endpoint, served once for every screen. */
export class CreditCostsDto {
  @ApiProperty({ type: CreditCostDto, description: 'Copy and Chat Engineer replies, paid in RC' })
  text!: CreditCostDto;

  @ApiProperty({ type: CreditCostDto, description: 'Visuals, paid in SC' })
  image!: CreditCostDto;
}

export class CurrencyMeaningsDto {
  @ApiProperty({ example: 'RC pays for text: copy and Chat Engineer replies' })
  RC!: string;

  @ApiProperty({ example: 'SC pays for visuals: images' })
  SC!: string;
}

export class CreditGrantDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: CREDIT_CURRENCIES })
  currency!: CreditCurrency;

  @ApiProperty({ example: 10 })
  amount!: number;

  @ApiProperty({ example: 7, description: 'Left of it: the oldest grant is spent first' })
  remaining!: number;

  @ApiProperty({ example: 0, description: "The account's cycle it was granted for (0: the first)" })
  cycle!: number;

  @ApiProperty({ format: 'date-time' })
  granted_at!: string;
}

/** GET /api/v1/credits (spec 001 §7: reads rc, sc, tier). */
export class CreditsResponseDto {
  @ApiProperty({ example: 10, description: 'RC (text) balance now, holds taken off' })
  rc!: number;

  @ApiProperty({ example: 5, description: 'SC (visuals) balance now, holds taken off' })
  sc!: number;

  @ApiProperty({ enum: CREDIT_TIERS, example: 'free' })
  tier!: CreditTier;

  @ApiProperty({ type: CurrencyAmountsDto, description: 'On hold for generations running now; refunded if they fail' })
  held!: CurrencyAmountsDto;

  @ApiProperty({ type: CurrencyAmountsDto, description: "Granted at the start of each of the account's monthly cycles" })
  allocation!: CurrencyAmountsDto;

  @ApiProperty({ type: CurrencyAmountsDto, description: 'Unused credits roll over; a balance never exceeds this (2 × allocation)' })
  rollover_cap!: CurrencyAmountsDto;

  @ApiProperty({ format: 'date-time' })
  cycle_started_at!: string;

  @ApiProperty({ format: 'date-time', description: 'When the next monthly grant arrives' })
  next_grant_at!: string;

  @ApiProperty({ type: [CreditGrantDto], description: 'The grants the balance comes from, oldest (spent first) first' })
  grants!: CreditGrantDto[];

  @ApiProperty({ type: CreditCostsDto })
  costs!: CreditCostsDto;

  @ApiProperty({ type: CurrencyMeaningsDto })
  currencies!: CurrencyMeaningsDto;
}

export class LedgerEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['grant', 'charge', 'refund', 'expiry'] })
  kind!: string;

  @ApiProperty({ enum: CREDIT_CURRENCIES })
  currency!: CreditCurrency;

  @ApiProperty({ example: -1, description: 'Signed: grants and refunds add, charges and expiries take' })
  amount!: number;

  @ApiProperty({ example: 9, description: 'Balance of this currency right after the entry' })
  balance_after!: number;

  @ApiProperty({ enum: CHARGE_STATUSES, nullable: true, description: 'Charges only' })
  status!: string | null;

  @ApiProperty({ enum: ['text', 'image'], nullable: true, description: 'Charges only' })
  endpoint!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, nullable: true, description: 'Charges only' })
  meta!: Record<string, string> | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Refunds: the charge given back' })
  charge_id!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Grants and expiries: the cycle' })
  cycle!: number | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class LedgerResponseDto {
  @ApiProperty({ type: [LedgerEntryDto], description: 'Newest first' })
  entries!: LedgerEntryDto[];
}
