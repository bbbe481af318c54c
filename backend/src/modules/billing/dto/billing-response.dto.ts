import { ApiProperty } from '@nestjs/swagger';
import { USER_PLANS } from '../../../identity/identity.constants';
import type { UserPlan } from '../../../identity/identity.constants';
import { EntitlementsDto, SitePlanDto } from './site-plans-response.dto';

export class BillingTrialDto {
  @ApiProperty({ enum: USER_PLANS })
  plan!: UserPlan;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  started_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  ends_at!: string;

  @ApiProperty({ description: 'False once it has ended; an account gets one trial' })
  active!: boolean;
}

/** Today's use of one daily allowance. */
export class UsageCountDto {
  @ApiProperty({ example: 3, description: 'Uses today, including work still in progress' })
  used!: number;

  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'Null: unlimited' })
  limit!: number | null;
}

export class DailyUsageDto {
  @ApiProperty({ type: UsageCountDto })
  chat!: UsageCountDto;

  @ApiProperty({ type: UsageCountDto })
  photo!: UsageCountDto;

  @ApiProperty({ type: UsageCountDto })
  video!: UsageCountDto;

  @ApiProperty({ type: String, format: 'date-time', description: 'Next 00:00 UTC, when the counts start again' })
  resets_at!: string;
}

export class PaymentDto {
  @ApiProperty({ example: false, description: 'Whether plans can be paid for online' })
  available!: boolean;

  @ApiProperty({ example: 'Online payments are not available yet, so nothing is ever charged. Trials need no credit card.' })
  message!: string;
}

export class BillingResponseDto {
  @ApiProperty({ enum: USER_PLANS, description: 'The plan in effect now: a running trial counts' })
  plan!: UserPlan;

  @ApiProperty({ enum: USER_PLANS, description: 'The plan the account has without a trial' })
  base_plan!: UserPlan;

  @ApiProperty({ type: SitePlanDto, description: 'The plan in effect, as the pricing page shows it' })
  plan_details!: SitePlanDto;

  @ApiProperty({ type: BillingTrialDto, nullable: true, description: 'Null when the account never started one' })
  trial!: BillingTrialDto | null;

  @ApiProperty({ type: EntitlementsDto, description: 'What the account may do now' })
  entitlements!: EntitlementsDto;

  @ApiProperty({ type: DailyUsageDto })
  usage!: DailyUsageDto;

  @ApiProperty({ type: PaymentDto })
  payment!: PaymentDto;
}
