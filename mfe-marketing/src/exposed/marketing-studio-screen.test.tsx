import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AD, PLANS, credits } from '../test/fixtures';
import { bodyOf, callsTo, deferred, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { renderScreen, resetBrowserState, signIn } from '../test/render-screen';
import { MarketingStudio } from './marketing-studio-screen';

const fetchMock = jest.fn();
const accepted = () => jsonResponse(202, { accepted: true });
const held = (rc: number, sc: number) => jsonResponse(200, { id: 'charge-1', status: 'held', endpoint: 'text', currency: 'RC', cost: 1, rc, sc, tier: 'free', hold_expires_at: '', created_at: '' });

beforeEach(() => {
  resetBrowserState(fetchMock);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const events = () => callsTo(fetchMock, 'POST', '/api/analytics/event').map(([, init]) => bodyOf(init));

describe(MarketingStudio.name, () => {
  it('shows a visitor the studio with 0 RC and 0 SC on Free, and asks them to sign in to create', async () => {
    routeFetch(fetchMock, { 'GET /api/marketing/plans': () => jsonResponse(200, PLANS) });
    await renderScreen(<MarketingStudio />);

    expect(screen.getByRole('heading', { level: 1, name: 'Marketing Studio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Credits: 0 RC, 0 SC, Free plan. Open plans' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Quick Create', 'Campaign Copy', 'Visuals']);
    expect(screen.getByText('Your generated content will appear here')).toBeTruthy();
    expect(screen.getAllByText('COMING SOON')).toHaveLength(2);
    for (const title of ['Social Toolkit', 'Workflow Sketch', 'Chat Engineer', 'Recent Artifacts']) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to create' }).getAttribute('href')).toBe('/login?next=%2Fmarketing-studio');
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByText(/Costs/).textContent).toBe('Costs 1 RC · RC pays for text'));
  });

  it('shows Loading in the badge, then the balances; generates under a held charge and re-reads the credits', async () => {
    signIn();
    const firstCredits = deferred<Response>();
    routeFetch(fetchMock, {
      'GET /api/marketing/plans': () => jsonResponse(200, PLANS),
      'GET /api/v1/credits': [() => firstCredits.promise, () => jsonResponse(200, credits(9, 5))],
      'GET /api/marketing/artifacts': () => jsonResponse(200, { artifacts: [] }),
      'GET /api/marketing/brand-kit': () => jsonResponse(200, { product: '', audience: '', voice: '', updated_at: null }),
      'GET /api/marketing/chat': () => jsonResponse(200, { messages: [] }),
      'POST /api/v1/consume': () => held(9, 5),
      'POST /api/marketing/campaign-copy': () => jsonResponse(200, AD),
      'POST /api/analytics/event': accepted,
    });
    await renderScreen(<MarketingStudio />);
    expect(screen.getByRole('button', { name: 'Credits: Loading. Open plans' }).textContent).toBe('Loading');
    await act(async () => firstCredits.resolve(jsonResponse(200, credits(10, 5))));
    expect(await screen.findByRole('button', { name: 'Credits: 10 RC, 5 SC, Free plan. Open plans' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Campaign Copy' }));
    const generateButton = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    const input = screen.getByLabelText('Describe the campaign');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(generateButton.disabled).toBe(true);
    expect(within(screen.getByRole('tabpanel')).getByText(/Costs/).textContent).toBe('Costs 1 RC · RC pays for text');
    fireEvent.change(input, { target: { value: ' Spring sale ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Ad' }));
    fireEvent.click(generateButton);
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Campaign copy · Ad: Spring sale' })).toBeTruthy());
    const [[consumeUrl, consumeInit]] = callsTo(fetchMock, 'POST', '/api/v1/consume');
    const [[generateUrl, generateInit]] = callsTo(fetchMock, 'POST', '/api/marketing/campaign-copy');
    expect(bodyOf(consumeInit)).toEqual({ endpoint: 'text', source: 'web', meta: { feature: 'campaign_copy', copyType: 'ad' } });
    expect(bodyOf(generateInit)).toEqual({ input: 'Spring sale', copy_type: 'ad' });
    const key = new URL(consumeUrl, 'http://x').searchParams.get('idempotency_key');
    expect(key).toMatch(/^mkt_[a-z0-9]{12}_\d{13}$/);
    expect(new URL(generateUrl, 'http://x').searchParams.get('idempotency_key')).toBe(key);
    expect((consumeInit.headers as Record<string, string>)['X-Idempotency-Key']).toBe(key);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Credits: 9 RC, 5 SC, Free plan. Open plans' })).toBeTruthy());
    expect((screen.getByLabelText('Describe the campaign') as HTMLTextAreaElement).value).toBe('');
    expect(events()).toContainEqual(expect.objectContaining({ name: 'generate_success', source: 'web', rc: 9, sc: 5, meta: { feature: 'campaign_copy', copyType: 'ad', kind: 'campaign_copy' } }));
    const item = screen.getByRole('listitem', { name: 'Campaign copy · Ad: Spring sale' });
    expect(within(item).getByText('Meet Glow Candles')).toBeTruthy();
    expect(within(item).getByText('offline engine')).toBeTruthy();
  });

  it("shows the server's error under the form, re-reads the credits and sends an error event", async () => {
    signIn();
    routeFetch(fetchMock, {
      'GET /api/marketing/plans': () => jsonResponse(200, PLANS),
      'GET /api/v1/credits': () => jsonResponse(200, credits(10, 5)),
      'GET /api/marketing/artifacts': () => jsonResponse(200, { artifacts: [] }),
      'GET /api/marketing/brand-kit': () => jsonResponse(200, { product: '', audience: '', voice: '', updated_at: null }),
      'GET /api/marketing/chat': () => jsonResponse(200, { messages: [] }),
      'POST /api/v1/consume': () => held(9, 5),
      'POST /api/marketing/quick-create': () => jsonResponse(502, { statusCode: 502, code: 'ENGINE_FAILED', message: 'The AI provider answered 500.' }),
      'POST /api/analytics/event': accepted,
    });
    await renderScreen(<MarketingStudio />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/credits')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('What do you want to promote?'), { target: { value: 'Candles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The AI provider answered 500.');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/credits')).toHaveLength(2));
    expect(events()).toContainEqual(expect.objectContaining({ name: 'generate_error', meta: { feature: 'quick_create', output: 'copy', code: 'ENGINE_FAILED', status: 502 } }));
    expect(screen.getByText('Your generated content will appear here')).toBeTruthy();
  });

  it('opens the pricing drawer with the shortfall on a 402, and raises the upgrade text in a styled dialog', async () => {
    signIn();
    routeFetch(fetchMock, {
      'GET /api/marketing/plans': () => jsonResponse(200, PLANS),
      'GET /api/v1/credits': () => jsonResponse(200, credits(0, 5)),
      'GET /api/marketing/artifacts': () => jsonResponse(200, { artifacts: [] }),
      'GET /api/marketing/brand-kit': () => jsonResponse(200, { product: '', audience: '', voice: '', updated_at: null }),
      'GET /api/marketing/chat': () => jsonResponse(200, { messages: [] }),
      'POST /api/v1/consume': () =>
        jsonResponse(402, {
          statusCode: 402,
          code: 'INSUFFICIENT_CREDITS',
          message: 'Not enough RC: this costs 1 RC and you have 0. Upgrade your plan for more credits.',
          currency: 'RC',
          cost: 1,
          balance: 0,
          shortfall: 1,
          tier: 'free',
        }),
      'POST /api/analytics/event': accepted,
    });
    await renderScreen(<MarketingStudio />);
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText(/not enough RC left/)).toBeTruthy());
    fireEvent.change(screen.getByLabelText('What do you want to promote?'), { target: { value: 'Candles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const drawer = await screen.findByRole('dialog', { name: 'Upgrade Your Plan' });
    expect(within(drawer).getByText('Choose the plan that fits your needs')).toBeTruthy();
    expect(within(drawer).getByRole('status').textContent).toBe(
      'You need 1 more RC for this: it costs 1 RC and you have 0. RC pays for text (copy and Chat Engineer replies).',
    );
    expect(within(drawer).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Free', 'Creator', 'Pro', 'Elite']);
    expect(within(drawer).getByText('Popular')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Contact sales' })).toBeTruthy();
    expect(screen.getByText('Not enough RC: this costs 1 RC and you have 0. Upgrade your plan for more credits.')).toBeTruthy();

    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Upgrade to Creator' }));
    expect(await screen.findByRole('alertdialog', { name: 'Upgrade to Creator - Integration coming soon!' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(events()).toContainEqual(expect.objectContaining({ name: 'upgrade_drawer', meta: { action: 'upgrade_click', plan: 'creator', from: 'free' } }));
    expect(events()).toContainEqual(expect.objectContaining({ name: 'upgrade_drawer', meta: { action: 'open', reason: 'shortfall', currency: 'RC', shortfall: 1 } }));
  });

  it('only warns when an analytics event cannot be sent', async () => {
    routeFetch(fetchMock, {
      'GET /api/marketing/plans': () => jsonResponse(200, PLANS),
      'POST /api/analytics/event': () => jsonResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many analytics events.' }),
    });
    await renderScreen(<MarketingStudio />);
    fireEvent.click(screen.getByRole('button', { name: /^Credits:/ }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeTruthy();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('analytics event "upgrade_drawer" was not recorded:', 'Too many analytics events.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
