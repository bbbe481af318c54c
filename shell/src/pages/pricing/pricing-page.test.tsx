import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, toastStore, type AuthUser } from '@atelier/runtime';
import { apiAnswer, callsTo, createTestQueryClient, renderPage, routeFetch, type FetchRoute } from '../shared/test-utils';
import { PricingPage } from './pricing-page';
import { SITE_PLANS, billingView } from './testing/site-plans.fixture';

const ada: AuthUser = { id: 'u1', email: 'ada@example.com', name: 'ada', plan: 'free', trial: null };
const FUTURE = '2099-03-24T12:00:00.000Z';
const onProTrial: AuthUser = { ...ada, plan: 'pro', trial: { plan: 'pro', endsAt: FUTURE, active: true } };

function priceOf(planId: string) {
  return screen.getByTestId(`price-${planId}`).textContent?.replace(/\u00a0/g, '').trim();
}
const card = (name: string) => screen.getByRole('article', { name });
const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);

let tokens = 0;
/** A fresh token each time: the start-up session check asks GET /api/auth/me once per token and page. */
function signIn(user: AuthUser) {
  tokens += 1;
  authStore.login(user, `tok_pricing_${tokens}`);
}

/** GET /api/auth/me answers `first` (the start-up check), then `then` (the refresh after a trial). */
function me(first: AuthUser, then: AuthUser = first): FetchRoute {
  let calls = 0;
  return () => {
    calls += 1;
    return apiAnswer(200, calls === 1 ? first : then);
  };
}

async function renderPricing(routes: Record<string, FetchRoute> = {}, route = '/pricing', queryClient = createTestQueryClient()) {
  const fetchMock = routeFetch({ 'GET /api/billing/plans': apiAnswer(200, SITE_PLANS), ...routes });
  renderPage(<PricingPage />, { route, path: '/pricing', queryClient });
  await screen.findByRole('article', { name: 'Pro' });
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
  toastStore.getSnapshot().forEach((toast) => toastStore.dismiss(toast.id));
});

describe(PricingPage.name, () => {
  describe('the plans from GET /api/billing/plans', () => {
    beforeEach(() => renderPricing());

    it('starts monthly: Free $0, Pro $20, Studio $100, no billed line', () => {
      expect(screen.getByRole('radio', { name: /Monthly/ }).getAttribute('aria-checked')).toBe('true');
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
      expect(within(card('Pro')).getByText('Most Popular')).toBeTruthy();
    });

    it('lists every plan feature', () => {
      const features = (plan: string) =>
        within(screen.getByRole('list', { name: `${plan} features` }))
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      for (const plan of SITE_PLANS.plans) expect(features(plan.name)).toEqual(plan.features);
    });

    it('sends a signed-out visitor’s calls to action and Contact us to /login, trials coming back to Pricing', () => {
      const links = screen.getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Get Started', '/login'],
        ['Start Pro Trial', '/login?next=/pricing%3Ftrial%3Dpro'],
        ['Start Studio Trial', '/login?next=/pricing%3Ftrial%3Dstudio'],
        ['Contact us', '/login'],
      ]);
      expect(links.every((link) => new URL(link.getAttribute('href')!, 'http://site').pathname === '/login')).toBe(true);
      expect(screen.getByText('All plans include a 14-day free trial. No credit card required.')).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  });

  it('keeps the page laid out while the plans load, then shows them', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({ 'GET /api/billing/plans': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<PricingPage />, { route: '/pricing' });

    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading plans...');
    expect(document.querySelectorAll('.pricing-plan--placeholder')).toHaveLength(3);

    await act(async () => answer(apiAnswer(200, SITE_PLANS)));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(document.querySelectorAll('.pricing-plan--placeholder')).toHaveLength(0);
  });

  it('says when the plans cannot be loaded and recovers with Retry', async () => {
    const fetchMock = routeFetch({
      'GET /api/billing/plans': (() => {
        let calls = 0;
        return () => {
          calls += 1;
          return calls === 1 ? apiAnswer(503, { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'down' }) : apiAnswer(200, SITE_PLANS);
        };
      })(),
    });
    renderPage(<PricingPage />, { route: '/pricing' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the plans.");
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('article', { name: 'Pro' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/billing/plans')).toHaveLength(2);
  });

  it('asks for the plans once per page, however often Pricing is opened', async () => {
    const page = createTestQueryClient();
    const fetchMock = await renderPricing({}, '/pricing', page);
    cleanup();
    renderPage(<PricingPage />, { route: '/pricing', queryClient: page });
    // Shown at once from the page's copy: no placeholders the second time.
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(callsTo(fetchMock, 'GET /api/billing/plans')).toHaveLength(1);
  });

  describe('signed in', () => {
    it('marks Free as the current plan and starts the Pro trial in one click', async () => {
      signIn(ada);
      const fetchMock = await renderPricing({
        'POST /api/billing/trial': apiAnswer(200, billingView({ plan: 'pro', trial: { plan: 'pro', started_at: null, ends_at: FUTURE, active: true } })),
        'GET /api/auth/me': me(ada, onProTrial),
      });
      const current = within(card('Free')).getByRole('button', { name: 'Current plan' }) as HTMLButtonElement;
      expect(current.disabled).toBe(true);
      expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
      expect(screen.getByText(/Trials need no credit card\. Paid plans cannot be bought online yet/)).toBeTruthy();

      await act(async () => {
        fireEvent.click(within(card('Pro')).getByRole('button', { name: 'Start Pro Trial' }));
      });

      expect(callsTo(fetchMock, 'POST /api/billing/trial').map((init) => JSON.parse(String(init.body)))).toEqual([{ plan: 'pro' }]);
      expect(toasts()).toContain('Your Pro trial has started. It ends on March 24, 2099.');
      expect(authStore.getSnapshot().user).toMatchObject({ plan: 'pro', trial: { plan: 'pro', active: true } });
      expect(within(card('Pro')).getByText('Trial active until March 24, 2099')).toBeTruthy();
      expect(within(card('Pro')).getByRole('button', { name: 'Current plan' })).toBeTruthy();
      expect(within(card('Studio')).getByRole('button', { name: 'Start Studio Trial' })).toBeTruthy();
    });

    it('offers the trial asked for before signing in, and starts it only on a click', async () => {
      signIn(ada);
      const fetchMock = await renderPricing(
        {
          'POST /api/billing/trial': apiAnswer(200, billingView({ plan: 'studio', trial: { plan: 'studio', started_at: null, ends_at: FUTURE, active: true } })),
          'GET /api/auth/me': me(ada, { ...ada, plan: 'studio', trial: { plan: 'studio', endsAt: FUTURE, active: true } }),
        },
        '/pricing?trial=studio',
      );
      const offer = screen.getByRole('region', { name: 'Start your free 14-day Studio trial' });
      expect(callsTo(fetchMock, 'POST /api/billing/trial')).toHaveLength(0);

      await act(async () => {
        fireEvent.click(within(offer).getByRole('button', { name: 'Start Studio Trial' }));
      });

      expect(callsTo(fetchMock, 'POST /api/billing/trial').map((init) => JSON.parse(String(init.body)))).toEqual([{ plan: 'studio' }]);
      expect(screen.queryByRole('region', { name: /Start your free/ })).toBeNull();
      expect(within(card('Studio')).getByText('Trial active until March 24, 2099')).toBeTruthy();
    });

    it('lets the visitor decline the offered trial', async () => {
      signIn(ada);
      const fetchMock = await renderPricing({ 'GET /api/auth/me': me(ada) }, '/pricing?trial=pro');
      fireEvent.click(within(screen.getByRole('region', { name: /Start your free 14-day Pro trial/ })).getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('region', { name: /Start your free/ })).toBeNull();
      expect(callsTo(fetchMock, 'POST /api/billing/trial')).toHaveLength(0);
    });

    it('offers nothing for a trial the account can no longer start', async () => {
      const trialUsed: AuthUser = { ...ada, trial: { plan: 'pro', endsAt: '2020-01-01T00:00:00.000Z', active: false } };
      signIn(trialUsed);
      await renderPricing({ 'GET /api/auth/me': me(trialUsed) }, '/pricing?trial=pro');
      expect(screen.queryByRole('region', { name: /Start your free/ })).toBeNull();
      const used = within(card('Pro')).getByRole('button', { name: 'Trial used' }) as HTMLButtonElement;
      expect(used.disabled).toBe(true);
      expect(within(card('Pro')).getByText(/Your free trial has ended\./)).toBeTruthy();
    });

    it('shows the server’s refusal and brings the user up to date', async () => {
      signIn(ada);
      const fetchMock = await renderPricing({
        'POST /api/billing/trial': apiAnswer(409, {
          statusCode: 409,
          code: 'TRIAL_ALREADY_ACTIVE',
          message: 'Your Pro trial is already running, until March 24, 2099.',
        }),
        'GET /api/auth/me': me(ada, onProTrial),
      });

      await act(async () => {
        fireEvent.click(within(card('Pro')).getByRole('button', { name: 'Start Pro Trial' }));
      });

      await waitFor(() => expect(toasts()).toContain('Your Pro trial is already running, until March 24, 2099.'));
      expect(callsTo(fetchMock, 'GET /api/auth/me').length).toBeGreaterThan(0);
      expect(within(card('Pro')).getByText('Trial active until March 24, 2099')).toBeTruthy();
    });
  });
});
