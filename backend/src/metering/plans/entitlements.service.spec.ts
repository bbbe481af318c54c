import { EntitlementErrorCode, EntitlementException } from './entitlements.errors';
import { EntitlementsService } from './entitlements.service';

const NOW = new Date('2026-03-10T12:00:00Z');
const free = { plan: 'free' as const, trialPlan: null, trialEndsAt: null };
const onProTrial = { ...free, trialPlan: 'pro' as const, trialEndsAt: new Date('2026-03-20T12:00:00Z') };
const afterProTrial = { ...onProTrial, trialEndsAt: new Date('2026-03-01T12:00:00Z') };

function refusal(action: () => unknown): { status: number; code: string; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof EntitlementException) return { status: error.getStatus(), code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe(EntitlementsService.name, () => {
  const service = new EntitlementsService();

  it('gives a running trial its plan’s entitlements, and takes them back when it ends', () => {
    expect(service.entitlementsOf(free, NOW).daily).toEqual({ chat: 10, photo: 5, video: 2 });
    expect(service.entitlementsOf(onProTrial, NOW)).toMatchObject({ daily: { chat: null, photo: 100, video: 25 }, musicStudio: true, exportMaxHeight: 1080 });
    expect(service.entitlementsOf(afterProTrial, NOW).musicStudio).toBe(false);
  });

  it('lets a Pro trial into the Music Studio and HD exports', () => {
    expect(service.require(onProTrial, 'musicStudio', NOW).musicStudio).toBe(true);
    expect(() => service.require(onProTrial, { kind: 'exportHeight', height: 1080 }, NOW)).not.toThrow();
  });

  it('refuses Free the Music Studio with 403 PLAN_REQUIRED, naming Pro and offering its trial', () => {
    expect(refusal(() => service.require(free, 'musicStudio', NOW))).toEqual({
      status: 403,
      code: EntitlementErrorCode.PLAN_REQUIRED,
      message:
        'The Pro plan includes Music Studio access; your account is on Free. Start a free 14-day Pro trial on the Pricing page.',
    });
  });

  it('names Studio for 4K exports and API access, and offers the Pro trial’s move up to Studio', () => {
    expect(refusal(() => service.require(onProTrial, { kind: 'exportHeight', height: 2160 }, NOW)).message).toBe(
      'The Studio plan includes 4K exports; your account is on Pro. Start a free 14-day Studio trial on the Pricing page.',
    );
    expect(refusal(() => service.require(onProTrial, 'apiAccess', NOW)).message).toContain('The Studio plan includes API access');
  });

  it('does not offer a trial the account has already used', () => {
    expect(refusal(() => service.require(afterProTrial, 'musicStudio', NOW)).message).toBe(
      'The Pro plan includes Music Studio access; your account is on Free. Paid plans cannot be bought online yet.',
    );
  });

  it('says when no plan includes what was asked', () => {
    expect(refusal(() => service.require(free, { kind: 'exportHeight', height: 4320 }, NOW)).message).toBe(
      'No plan includes 4320p exports.',
    );
  });
});

describe('EntitlementsService: app deployments', () => {
  it('counts deployments against the plan: Pro has 1, Studio 5', () => {
    const service = new EntitlementsService();
    expect(() => service.require(onProTrial, { kind: 'appDeployments', count: 1 }, NOW)).not.toThrow();
    expect(refusal(() => service.require(onProTrial, { kind: 'appDeployments', count: 2 }, NOW)).message).toMatch(
      /^The Studio plan includes 2 app deployments; your account is on Pro\./,
    );
  });
});
