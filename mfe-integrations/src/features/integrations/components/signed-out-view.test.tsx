import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@atelier/runtime';
import { jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { renderScreen, resetBrowserState } from '../../../test/render-screen';
import { pricesRoute } from '../../../test/prices';
import { IntegrationsScreen } from './integrations-screen';
import { SignedOutView } from './signed-out-view';

const fetchMock = jest.fn();
const PLANS = [
  { id: 'free', name: 'Free', price_monthly: 0, tokens: 100, images: 3, videos: 1 },
  { id: 'starter', name: 'Starter', price_monthly: 1900, tokens: 50_000, images: 100, videos: 10 },
];

beforeEach(() => {
  resetBrowserState(fetchMock);
  routeFetch(fetchMock, {
    ...pricesRoute,
    'GET /api/integrations/plans': () => jsonResponse(200, PLANS),
    'GET /api/integrations/keys': () => jsonResponse(200, []),
    'GET /api/integrations/usage': () => jsonResponse(200, null),
  });
});
afterEach(() => jest.restoreAllMocks());

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const estimate = () => screen.getByTestId('estimate').textContent;

describe(SignedOutView.name, () => {
  it('pitches the API with the hero, explainer, reasons and FAQ', async () => {
    await renderScreen(<IntegrationsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bring AI into any website' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What is an API?' })).toBeTruthy();
    expect(screen.getByText(/Text replies in under a second, photos in about 5 seconds and videos in about 30 seconds/)).toBeTruthy();
    expect(screen.getAllByText(/100 tokens, 3 photos and 1 video/).length).toBeGreaterThan(0);
    for (const question of ['Is there a free tier?', 'Which frameworks does it work with?', 'Which AI models do you use?', 'Can I cancel anytime?']) {
      expect(screen.getByText(question)).toBeTruthy();
    }
  });

  it('links developers to the site\'s API reference page, not the raw Swagger page', async () => {
    await renderScreen(<IntegrationsScreen />);
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/docs/api');
  });

  it('starts the estimator at 1000 tokens, 10 images, 2 videos and recomputes as sliders move', async () => {
    await renderScreen(<IntegrationsScreen />);
    expect([slider('Text tokens'), slider('Images'), slider('Videos')].map((s) => [s.min, s.max, s.step, s.value])).toEqual([
      ['0', '10000', '100', '1000'],
      ['0', '100', '1', '10'],
      ['0', '50', '1', '2'],
    ]);
    await waitFor(() => expect(estimate()).toBe('$0.60'));

    fireEvent.change(slider('Text tokens'), { target: { value: '10000' } });
    fireEvent.change(slider('Images'), { target: { value: '100' } });
    fireEvent.change(slider('Videos'), { target: { value: '50' } });
    expect(estimate()).toBe('$12.02');

    fireEvent.change(slider('Text tokens'), { target: { value: '0' } });
    fireEvent.change(slider('Images'), { target: { value: '0' } });
    fireEvent.change(slider('Videos'), { target: { value: '0' } });
    expect(estimate()).toBe('$0.00');
  });

  it('shows server plans in whole dollars and opens the modal from Get Started', async () => {
    await renderScreen(<IntegrationsScreen />);
    const starter = await screen.findByRole('listitem', { name: 'Starter' });
    expect(starter.textContent).toContain('$19/month');
    expect(screen.getByRole('listitem', { name: 'Free' }).textContent).toContain('$0/month');
    fireEvent.click(within(starter).getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('dialog', { name: 'Unlock Your API Keys' })).toBeTruthy();
  });

  it('goes to /downloads for the WordPress theme', async () => {
    await renderScreen(<IntegrationsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Download WordPress Theme' }));
    expect(screen.getByTestId('current-path').textContent).toBe('/downloads');
  });

  it('switches to the dashboard when the site signs in elsewhere', async () => {
    await renderScreen(<IntegrationsScreen />);
    await act(async () => authStore.login({ id: 'u9', email: 'elsewhere@example.com', name: 'e' }, 'tok'));
    await waitFor(() => expect(screen.getByText('elsewhere@example.com')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Bring AI into any website' })).toBeNull();
  });
});
