import { SITE_PLANS } from './testing/site-plans.fixture';
import { planAction, requestedTrial, trialLoginPath } from './plan-actions';

const [free, pro, studio] = SITE_PLANS.plans;
const FUTURE = '2099-03-24T12:00:00.000Z';
const PAST = '2020-03-24T12:00:00.000Z';

describe(planAction.name, () => {
  it('sends a signed-out visitor to sign in, coming back to Pricing with the trial to offer', () => {
    expect(planAction(free, null)).toEqual({ kind: 'link', label: 'Get Started', to: '/login' });
    expect(planAction(pro, null)).toEqual({ kind: 'link', label: 'Start Pro Trial', to: '/login?next=/pricing%3Ftrial%3Dpro' });
    expect(planAction(studio, null)).toEqual({ kind: 'link', label: 'Start Studio Trial', to: '/login?next=/pricing%3Ftrial%3Dstudio' });
  });

  it('offers a Free account both trials and marks Free as its current plan', () => {
    const viewer = { plan: 'free' as const, trial: null };
    expect(planAction(free, viewer)).toEqual({ kind: 'current', label: 'Current plan', note: null });
    expect(planAction(pro, viewer)).toEqual({ kind: 'start', label: 'Start Pro Trial', plan: 'pro' });
    expect(planAction(studio, viewer)).toEqual({ kind: 'start', label: 'Start Studio Trial', plan: 'studio' });
  });

  it('shows a running Pro trial on its card and still offers the move up to Studio', () => {
    const viewer = { plan: 'pro' as const, trial: { plan: 'pro' as const, endsAt: FUTURE, active: true } };
    expect(planAction(pro, viewer)).toEqual({ kind: 'current', label: 'Current plan', note: 'Trial active until March 24, 2099' });
    expect(planAction(free, viewer)).toEqual({ kind: 'unavailable', label: 'Included in your plan', note: null });
    expect(planAction(studio, viewer)).toEqual({ kind: 'start', label: 'Start Studio Trial', plan: 'studio' });
  });

  it('offers no second trial once the first has ended, and says payments are not available', () => {
    const viewer = { plan: 'free' as const, trial: { plan: 'pro' as const, endsAt: PAST, active: false } };
    for (const plan of [pro, studio]) {
      expect(planAction(plan, viewer)).toEqual({
        kind: 'unavailable',
        label: 'Trial used',
        note: 'Your free trial has ended. Paid plans cannot be bought online yet: payments are not available.',
      });
    }
  });

  it('treats a stored user without a plan as Free', () => {
    expect(planAction(pro, {}).kind).toBe('start');
  });
});

describe(requestedTrial.name, () => {
  it('accepts only plans with a trial', () => {
    expect(requestedTrial('pro')).toBe('pro');
    expect(requestedTrial('studio')).toBe('studio');
    expect(requestedTrial('free')).toBeNull();
    expect(requestedTrial(null)).toBeNull();
    expect(trialLoginPath('pro')).toBe('/login?next=/pricing%3Ftrial%3Dpro');
  });
});
