import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { USER_PLANS } from '../identity.constants';
import type { UserPlan } from '../identity.constants';

/** A 14-day trial of a higher plan; `active` false once it has ended (it is never started twice). */
export class TrialDto {
  @ApiProperty({ enum: USER_PLANS })
  plan!: UserPlan;

  @ApiProperty({ type: String, format: 'date-time' })
  endsAt!: string;

  @ApiProperty()
  active!: boolean;
}

/** The account as every endpoint returns it. */
export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ example: 'ada', maxLength: 80 })
  name!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/account/avatars/3f0c…e1.png?v=1767225600000',
    description: 'Same-origin path of the avatar, changing whenever the account changes; null without avatar',
  })
  avatarUrl!: string | null;

  @ApiProperty({ enum: USER_PLANS, description: 'The plan in effect now: a running trial counts' })
  plan!: UserPlan;

  @ApiProperty({ type: TrialDto, nullable: true })
  trial!: TrialDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiPropertyOptional({
    description:
      "Only in answers about the caller's own account (sign-in, GET /auth/me, profile): true when the caller's session is the account's first sign-in " +
      '(right after sign-up, or a first sign-in by email link), for a first-visit greeting',
  })
  firstSession?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "Only in answers about the caller's own account: the account's sign-in before the caller's session; null on its first",
  })
  previousSignInAt?: string | null;
}
