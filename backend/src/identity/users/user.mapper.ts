import type { AuthResponseDto } from '../dto/auth-response.dto';
import type { UserDto } from '../dto/user.dto';
import { effectivePlan } from '../../metering/plans/site-plans';
import type { User } from '../entities/user.entity';

/** Where the account area serves avatars (GET /api/account/avatars/:file). */
export const AVATAR_PUBLIC_PATH = '/api/account/avatars';

/** About the session a request was made with: only answers about the caller's own account carry it. */
export interface SignInFacts {
  previousSignInAt: Date | null;
}

/** Only these fields leave the server: never the password hash. */
export function mapUser(user: User, signIn?: SignInFacts): UserDto {
  return {
    ...(signIn ? mapSignIn(signIn) : {}),
    id: user.id,
    email: user.email,
    name: user.name,
    // The version makes a replaced avatar a new URL, so it can be cached for a year.
    avatarUrl: user.avatarFile ? `${AVATAR_PUBLIC_PATH}/${user.avatarFile}?v=${user.updatedAt.getTime()}` : null,
    plan: effectivePlan(user),
    trial:
      user.trialPlan && user.trialEndsAt
        ? { plan: user.trialPlan, endsAt: user.trialEndsAt.toISOString(), active: user.trialEndsAt.getTime() > Date.now() }
        : null,
    createdAt: user.createdAt.toISOString(),
  };
}

function mapSignIn({ previousSignInAt }: SignInFacts): Pick<UserDto, 'firstSession' | 'previousSignInAt'> {
  return { firstSession: previousSignInAt === null, previousSignInAt: previousSignInAt?.toISOString() ?? null };
}

export function mapAuthResponse(started: { token: string } & SignInFacts, user: User): AuthResponseDto {
  return { token: started.token, user: mapUser(user, started) };
}
