import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../shared/test-utils';
import { PricingPage } from './pricing-page';

function priceOf(planId: string) {
  return screen.getByTestId(`price-${planId}`).textContent?.replace(/\u00a0/g, '').trim();
}

describe(PricingPage.name, () => {
  beforeEach(() => renderPage(<PricingPage />, { route: '/pricing' }));

  it('starts monthly: Free $0, Pro $20, Studio $100, no billed line', () => {
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    expect(priceOf('free')).toBe('$0/month');
    expect(priceOf('pro')).toBe('$20/month');
    expect(priceOf('studio')).toBe('$100/month');
    expect(screen.queryByText(/Billed \$/)).toBeNull();
  });

  it('labels Yearly with Save 17% and shows the monthly equivalent with the billed line', () => {
    const yearly = screen.getByRole('radio', { name: /Yearly/ });
    expect(within(yearly).getByText('Save 17%')).toBeTruthy();
    fireEvent.click(yearly);
    expect(priceOf('free')).toBe('$0/month');
    expect(priceOf('pro')).toBe('$16/monthBilled $200/year');
    expect(priceOf('studio')).toBe('$83/monthBilled $1000/year');
    expect(screen.getByText('Billed $200/year')).toBeTruthy();
    expect(screen.getByText('Billed $1000/year')).toBeTruthy();
  });

  it('shows three plans with Pro marked Most Popular', () => {
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Free', 'Pro', 'Studio']);
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Most Popular')).toBeTruthy();
  });

  it('lists every plan feature', () => {
    const features = (plan: string) =>
      within(screen.getByRole('list', { name: `${plan} features` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(features('Free')).toEqual([
      '10 chat messages per day',
      '5 photo generations per day',
      '2 video generations per day',
      'Basic code generation',
      'Community support',
    ]);
    expect(features('Pro')).toEqual([
      'Unlimited chat',
      '100 photos per day',
      '25 videos per day',
      'Advanced code generation',
      '1 app deployment',
      'Priority support',
      'Music Studio access',
      'HD exports',
    ]);
    expect(features('Studio')).toEqual([
      'Everything in Pro',
      'Unlimited generations',
      '5 app deployments',
      'Team collaboration',
      'Custom AI models',
      'API access',
      'White-label options',
      'Dedicated support',
      '4K exports',
    ]);
  });

  it('sends every call to action and Contact us to /login, with the trial note', () => {
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links.every((link) => link.getAttribute('href') === '/login')).toBe(true);
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('All plans include a 14-day free trial. No credit card required.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
