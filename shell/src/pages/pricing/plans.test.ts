import { PLANS, findPlan, priceView } from './plans';

describe('priceView', () => {
  it('shows the monthly price as is', () => {
    expect(priceView(findPlan('pro'), 'monthly')).toEqual({ amount: 20, unit: '/month', billedLine: null });
    expect(priceView(findPlan('studio'), 'monthly')).toEqual({ amount: 100, unit: '/month', billedLine: null });
    expect(priceView(findPlan('free'), 'monthly')).toEqual({ amount: 0, unit: '/month', billedLine: null });
  });

  it('shows Pro yearly as $16 a month, billed $200/year', () => {
    expect(priceView(findPlan('pro'), 'yearly')).toEqual({ amount: 16, unit: '/month', billedLine: 'Billed $200/year' });
  });

  it('shows Studio yearly as $83 a month, billed $1000/year', () => {
    expect(priceView(findPlan('studio'), 'yearly')).toEqual({ amount: 83, unit: '/month', billedLine: 'Billed $1000/year' });
  });

  it('shows Free yearly as $0 with no billed line', () => {
    expect(priceView(findPlan('free'), 'yearly')).toEqual({ amount: 0, unit: '/month', billedLine: null });
  });

  it('rounds the monthly equivalent down', () => {
    expect(priceView({ price: { monthly: 1, yearly: 23 } }, 'yearly').amount).toBe(1);
  });
});

describe('PLANS', () => {
  it('lists Free, Pro and Studio with the spec amounts', () => {
    expect(PLANS.map((plan) => [plan.name, plan.price.monthly, plan.price.yearly])).toEqual([
      ['Free', 0, 0],
      ['Pro', 20, 200],
      ['Studio', 100, 1000],
    ]);
  });

  it('marks only Pro as Most Popular', () => {
    expect(PLANS.filter((plan) => plan.highlighted).map((plan) => [plan.id, plan.badge])).toEqual([['pro', 'Most Popular']]);
  });

  it('sends every call to action to /login', () => {
    expect(PLANS.every((plan) => plan.cta.to === '/login')).toBe(true);
  });

  it('keeps the spec feature counts', () => {
    expect(PLANS.map((plan) => plan.features.length)).toEqual([5, 8, 9]);
  });
});
