import { screen, within } from '@testing-library/react';
import { jsonResponse } from '@atelier/runtime/testing';
import { chooseMode, renderLanding, resetLandingState, resultsRegion, routeFetch, sendText } from '../../../test/landing-harness';
import { LandingScreen } from './landing-screen';

const fetchMock = jest.fn();
const realMatchMedia = window.matchMedia;

function stubViewport(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? phone : !phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function photoAnswer(prompt: string) {
  return jsonResponse(200, {
    photo_url: '/api/media/5d0c1e2f-0000-4000-8000-000000000001',
    prompt,
    session_id: 'abc123xyz',
    media_id: '5d0c1e2f-0000-4000-8000-000000000001',
    width: 1024,
    height: 1024,
    engine: { provider: 'local', model: 'atelier-local-1', label: 'offline engine' },
  });
}

beforeEach(() => resetLandingState(fetchMock));
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe(`${LandingScreen.name} on a phone`, () => {
  it('shows a photo in the thread, not in the Results panel below the fold', async () => {
    stubViewport(true);
    routeFetch(fetchMock, { '/api/photo/generate': (_url, init) => photoAnswer(JSON.parse(String(init.body)).prompt) });
    await renderLanding(fetchMock);
    chooseMode('Photo');
    await sendText('a red fox');

    const log = screen.getByRole('log', { name: 'Chat history' });
    expect(await within(log).findByRole('img', { name: 'a red fox' })).toBeTruthy();
    expect(within(resultsRegion()).queryByRole('img')).toBeNull();
  });

  it('keeps the Results panel on a desktop', async () => {
    stubViewport(false);
    routeFetch(fetchMock, { '/api/photo/generate': (_url, init) => photoAnswer(JSON.parse(String(init.body)).prompt) });
    await renderLanding(fetchMock);
    chooseMode('Photo');
    await sendText('a red fox');

    expect(await within(resultsRegion()).findByRole('img', { name: 'a red fox' })).toBeTruthy();
    expect(within(screen.getByRole('log', { name: 'Chat history' })).queryByRole('img')).toBeNull();
  });
});
