import { formatPlanPrice } from './format-plan-price';

describe(formatPlanPrice.name, () => {
  it('turns cents into whole dollars', () => {
    expect(formatPlanPrice(0)).toBe('$0');
    expect(formatPlanPrice(2900)).toBe('$29');
    expect(formatPlanPrice(9900)).toBe('$99');
  });
});
