import { ApiProperty } from '@nestjs/swagger';
import { USER_PLANS } from '../../../identity/identity.constants';
import type { UserPlan } from '../../../identity/identity.constants';

export class PlanPriceDto {
  @ApiProperty({ example: 20, description: 'Whole dollars per month' })
  monthly!: number;

  @ApiProperty({ example: 200, description: 'Whole dollars per year' })
  yearly!: number;
}

/** Uses per UTC day; null means unlimited. */
export class DailyLimitsDto {
  @ApiProperty({ type: Number, nullable: true, example: 10 })
  chat!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5 })
  photo!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2 })
  video!: number | null;
}

/** What a plan lets an account do; the server enforces these. */
export class EntitlementsDto {
  @ApiProperty({ type: DailyLimitsDto })
  daily!: DailyLimitsDto;

  @ApiProperty({ description: "'Music Studio access'" })
  music_studio!: boolean;

  @ApiProperty({ enum: [720, 1080, 2160], description: "Tallest export: 720, 1080 ('HD exports') or 2160 ('4K exports')" })
  export_max_height!: number;

  @ApiProperty({ enum: ['basic', 'advanced'] })
  code_generation!: 'basic' | 'advanced';

  @ApiProperty({ example: 1 })
  app_deployments!: number;

  @ApiProperty()
  api_access!: boolean;
}

export class SitePlanDto {
  @ApiProperty({ enum: USER_PLANS })
  id!: UserPlan;

  @ApiProperty({ example: 'Pro' })
  name!: string;

  @ApiProperty({ example: 'For creators who publish every week.' })
  description!: string;

  @ApiProperty({ type: PlanPriceDto })
  price!: PlanPriceDto;

  @ApiProperty({ type: String, isArray: true, example: ['Unlimited chat', '100 photos per day'] })
  features!: string[];

  @ApiProperty({ example: 'Start Pro Trial', description: 'Call to action for someone not on this plan yet' })
  cta!: string;

  @ApiProperty({ description: 'The recommended plan' })
  highlighted!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Most Popular' })
  badge!: string | null;

  @ApiProperty({ description: 'Whether a free trial of this plan can be started' })
  trial!: boolean;

  @ApiProperty({ type: EntitlementsDto })
  entitlements!: EntitlementsDto;
}

export class SitePlansResponseDto {
  @ApiProperty({ type: SitePlanDto, isArray: true, description: 'Free, Pro and Studio, in that order' })
  plans!: SitePlanDto[];

  @ApiProperty({ example: 'Save 17%' })
  yearly_saving_label!: string;

  @ApiProperty({ example: 'All plans include a 14-day free trial. No credit card required.' })
  free_trial_note!: string;

  @ApiProperty({ example: 14 })
  trial_days!: number;
}
