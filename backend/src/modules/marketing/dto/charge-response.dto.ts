import { ApiProperty } from '@nestjs/swagger';
import { CREDIT_ENDPOINTS, type CreditEndpoint } from '../../../metering/credits/credit-costs';
import { CHARGE_STATUSES, type ChargeStatus } from '../../../metering/credits/credits.types';
import { CREDIT_CURRENCIES, CREDIT_TIERS, type CreditCurrency, type CreditTier } from '../../../metering/credits/credit-plans';

/** A charge: the same answer again for a repeat with the same idempotency key, with the charge's status then. */
export class ChargeResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The charge (a ledger entry)' })
  id!: string;

  @ApiProperty({
    enum: CHARGE_STATUSES,
    description:
      'A new charge is `held` until its generation succeeds (`captured`) or fails or is never claimed (`released`: ' +
      'refunded). A replay (Idempotent-Replayed: true) reports the status now.',
  })
  status!: ChargeStatus;

  @ApiProperty({ enum: CREDIT_ENDPOINTS })
  endpoint!: CreditEndpoint;

  @ApiProperty({ enum: CREDIT_CURRENCIES })
  currency!: CreditCurrency;

  @ApiProperty({ example: 1 })
  cost!: number;

  @ApiProperty({ example: 9, description: 'RC balance right after this charge' })
  rc!: number;

  @ApiProperty({ example: 5, description: 'SC balance right after this charge' })
  sc!: number;

  @ApiProperty({ enum: CREDIT_TIERS })
  tier!: CreditTier;

  @ApiProperty({ format: 'date-time', description: 'Refunded if no generation claims it by then' })
  hold_expires_at!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/** The 402 answer: what is missing, which opens the pricing drawer. */
export class InsufficientCreditsDto {
  @ApiProperty({ example: 402 })
  statusCode!: number;

  @ApiProperty({ example: 'INSUFFICIENT_CREDITS' })
  code!: string;

  @ApiProperty({ example: 'Not enough RC: this costs 1 RC and you have 0. Upgrade your plan for more credits.' })
  message!: string;

  @ApiProperty({ enum: CREDIT_CURRENCIES })
  currency!: CreditCurrency;

  @ApiProperty({ example: 1 })
  cost!: number;

  @ApiProperty({ example: 0 })
  balance!: number;

  @ApiProperty({ example: 1, description: 'cost − balance' })
  shortfall!: number;

  @ApiProperty({ enum: CREDIT_TIERS })
  tier!: CreditTier;
}
