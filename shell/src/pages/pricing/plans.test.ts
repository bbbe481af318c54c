import { priceView } from './plans';

const FREE = { price: { monthly: 0, yearly: 0 } };
const PRO = { price: { monthly: 20, yearly: 200 } };
const STUDIO = { price: { monthly: 100, yearly: 1000 } };

describe('priceView', () => {
  it('shows the monthly price as is', () => {
    expect(priceView(PRO, 'monthly')).toEqual({ amount: 20, unit: '/month', billedLine: null });
    expect(priceView(STUDIO, 'monthly')).toEqual({ amount: 100, unit: '/month', billedLine: null });
    expect(priceView(FREE, 'monthly')).toEqual({ amount: 0, unit: '/month', billedLine: null });
  });

  it('shows Pro yearly as $16 a month, billed $200/year', () => {
    expect(priceView(PRO, 'yearly')).toEqual({ amount: 16, unit: '/month', billedLine: 'Billed $200/year' });
  });

  it('shows Studio yearly as $83 a month, billed $1000/year', () => {
    expect(priceView(STUDIO, 'yearly')).toEqual({ amount: 83, unit: '/month', billedLine: 'Billed $1000/year' });
  });

  it('shows Free yearly as $0 with no billed line', () => {
    expect(priceView(FREE, 'yearly')).toEqual({ amount: 0, unit: '/month', billedLine: null });
  });

  it('rounds the monthly equivalent down', () => {
    expect(priceView({ price: { monthly: 1, yearly: 23 } }, 'yearly').amount).toBe(1);
  });
});
