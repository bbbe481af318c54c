import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';

export const TRIAL_PLAN_IDS = ['pro', 'studio'] as const;
export type TrialPlanId = (typeof TRIAL_PLAN_IDS)[number];

export class StartTrialDto {
  @ApiProperty({ enum: TRIAL_PLAN_IDS })
  @IsString()
  @IsIn(TRIAL_PLAN_IDS)
  plan!: TrialPlanId;
}
