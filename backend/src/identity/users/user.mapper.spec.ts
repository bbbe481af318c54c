import type { User } from '../entities/user.entity';
import { mapAuthResponse, mapUser } from './user.mapper';

const user: User = {
  id: '0b6c1d52-64d5-4c4e-9a57-2f8f7c1b8a10',
  email: 'ada@example.com',
  name: 'Ada',
  passwordHash: 'scrypt$131072$8$1$c2FsdA==$a2V5',
  avatarFile: null,
  plan: 'pro',
  trialPlan: null,
  trialStartedAt: null,
  trialEndsAt: null,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: new Date('2026-02-01T00:00:00.000Z'),
};

describe(mapUser.name, () => {
  it('returns the public fields and never the password hash', () => {
    const dto = mapUser(user);

    expect(dto).toEqual({
      id: user.id,
      email: 'ada@example.com',
      name: 'Ada',
      avatarUrl: null,
      plan: 'pro',
      trial: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(JSON.stringify(dto)).not.toContain('scrypt');
  });

  it('answers the plan in effect: a running trial counts, an ended one does not', () => {
    const future = new Date(Date.now() + 86_400_000);
    const past = new Date(Date.now() - 1000);
    const trialing = mapUser({ ...user, plan: 'free', trialPlan: 'studio', trialStartedAt: past, trialEndsAt: future });
    expect(trialing.plan).toBe('studio');
    expect(trialing.trial).toEqual({ plan: 'studio', endsAt: future.toISOString(), active: true });

    const ended = mapUser({ ...user, plan: 'free', trialPlan: 'pro', trialStartedAt: past, trialEndsAt: past });
    expect(ended.plan).toBe('free');
    expect(ended.trial).toEqual({ plan: 'pro', endsAt: past.toISOString(), active: false });
  });

  it('versions the avatar URL with the last change, so a new avatar is a new URL', () => {
    const dto = mapUser({ ...user, avatarFile: 'f4a1c2de-0000-4000-8000-000000000001.png' });

    expect(dto.avatarUrl).toBe(
      `/api/account/avatars/f4a1c2de-0000-4000-8000-000000000001.png?v=${user.updatedAt.getTime()}`,
    );
  });
});

describe(mapAuthResponse.name, () => {
  it('pairs the token with the mapped user and says whether this is its first sign-in', () => {
    expect(mapAuthResponse({ token: 'ats_x', previousSignInAt: null }, user)).toEqual({
      token: 'ats_x',
      user: { ...mapUser(user), firstSession: true, previousSignInAt: null },
    });
  });

  it('gives the previous sign-in of a returning account', () => {
    const previous = new Date('2026-01-02T08:00:00.000Z');

    expect(mapAuthResponse({ token: 'ats_x', previousSignInAt: previous }, user).user).toMatchObject({
      firstSession: false,
      previousSignInAt: '2026-01-02T08:00:00.000Z',
    });
  });
});
