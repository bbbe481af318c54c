import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fake-fetch';
import {
  callsTo,
  chooseMode,
  heldResponse,
  renderLanding,
  resetLandingState,
  resultsRegion,
  routeFetch,
  sendButton,
  sendText,
} from '../../../test/landing-harness';
import { CHAT_SESSION_KEY } from '../utils/chat-session-id';
import { LandingScreen } from './landing-screen';

const fetchMock = jest.fn();
const LOCAL_ENGINE = { provider: 'local', model: 'atelier-local-1', label: 'offline engine' };

function photoAnswer(prompt: string, mediaId: string) {
  return jsonResponse(200, {
    photo_url: `/api/media/${mediaId}`,
    prompt,
    session_id: 'abc123xyz',
    media_id: mediaId,
    width: 1024,
    height: 1024,
    engine: LOCAL_ENGINE,
  });
}

function videoAnswer(prompt: string) {
  return jsonResponse(200, {
    video_url: '/api/media/video-1',
    prompt,
    session_id: 'abc123xyz',
    media_id: 'video-1',
    job_id: 'job-1',
    duration_seconds: 5,
    width: 1280,
    height: 720,
    engine: LOCAL_ENGINE,
  });
}

const job = (progress: number, status = 'active') =>
  jsonResponse(200, { request_id: 'x', status, progress, video_url: null, message: null });

const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, string>;

beforeEach(() => {
  resetLandingState(fetchMock);
  localStorage.setItem(CHAT_SESSION_KEY, 'abc123xyz');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe(`${LandingScreen.name} photo and video`, () => {
  it('shows each generated photo with its prompt, newest first', async () => {
    const first = heldResponse();
    routeFetch(fetchMock, { '/api/photo/generate': [first.handler, () => photoAnswer('a blue whale', 'p2')] });
    await renderLanding(fetchMock);
    chooseMode('Photo');
    await sendText('  a red fox  ');

    const [, init] = callsTo(fetchMock, '/api/photo/generate')[0];
    expect(bodyOf(init)).toEqual({ prompt: 'a red fox', session_id: 'abc123xyz' });
    expect(within(resultsRegion()).getByText('Generating image...')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    await act(async () => first.resolve(photoAnswer('a red fox', 'p1')));
    const fox = await within(resultsRegion()).findByRole('img', { name: 'a red fox' });
    expect(fox.getAttribute('src')).toBe('/api/media/p1');
    const figure = fox.closest('figure') as HTMLElement;
    expect(within(figure).getByText('a red fox').closest('figcaption')).toBeTruthy();
    expect(within(figure).getByText('offline engine')).toBeTruthy();

    await sendText('a blue whale');
    await within(resultsRegion()).findByRole('img', { name: 'a blue whale' });
    const order = Array.from(resultsRegion().querySelectorAll('figure img')).map((img) => img.getAttribute('alt'));
    expect(order).toEqual(['a blue whale', 'a red fox']);
  });

  it("shows the server's message when the photo quota is used up", async () => {
    const message = 'You have used your 5 free photo generations for today. Upgrade to Pro for more.';
    routeFetch(fetchMock, {
      '/api/photo/generate': () => jsonResponse(429, { statusCode: 429, code: 'QUOTA_EXCEEDED', message }, { 'Retry-After': '3600' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLanding(fetchMock);
    chooseMode('Photo');
    await sendText('a red fox');

    const alert = await within(resultsRegion()).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(resultsRegion().querySelector('figure')).toBeNull();
  });

  it('only logs an engine failure, as the spec asks', async () => {
    routeFetch(fetchMock, {
      '/api/photo/generate': () => jsonResponse(502, { statusCode: 502, code: 'ENGINE_FAILED', message: 'The image engine failed' }),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLanding(fetchMock);
    chooseMode('Photo');
    await sendText('a red fox');

    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Generating image...')).toBeNull());
    expect(within(resultsRegion()).queryByRole('alert')).toBeNull();
    expect(screen.getByText('Generate images with AI')).toBeTruthy();
  });

  it('shows the job progress while the video renders, then the video', async () => {
    jest.useFakeTimers();
    const post = heldResponse();
    routeFetch(fetchMock, { '/api/video/generate': post.handler, '/api/video/jobs/': [() => job(0, 'queued'), () => job(40)] });
    await renderLanding(fetchMock);
    chooseMode('Video');
    await sendText('waves at dusk');

    const sent = bodyOf(callsTo(fetchMock, '/api/video/generate')[0][1]);
    expect(sent).toEqual({ prompt: 'waves at dusk', session_id: 'abc123xyz', request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    const bar = within(resultsRegion()).getByRole('progressbar', { name: 'Video progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(resultsRegion()).getByText('Generating video...')).toBeTruthy();

    await act(async () => jest.advanceTimersByTimeAsync(500));
    await act(async () => jest.advanceTimersByTimeAsync(500));
    const polls = fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/video/jobs/'));
    expect(polls[0]).toBe(`/api/video/jobs/${sent.request_id}?session_id=abc123xyz`);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    await act(async () => post.resolve(videoAnswer('waves at dusk')));
    const video = await within(resultsRegion()).findByLabelText('waves at dusk');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/api/media/video-1');
    expect(within(video.closest('figure') as HTMLElement).getByText('waves at dusk')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const pollsAfter = fetchMock.mock.calls.length;
    await act(async () => jest.advanceTimersByTimeAsync(2_000));
    expect(fetchMock.mock.calls.length).toBe(pollsAfter);
  });

  it('sends the same request id again when the connection breaks', async () => {
    jest.useFakeTimers();
    routeFetch(fetchMock, {
      '/api/video/generate': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => videoAnswer('waves at dusk'),
      ],
      '/api/video/jobs/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderLanding(fetchMock);
    chooseMode('Video');
    await sendText('waves at dusk');
    await act(async () => jest.advanceTimersByTimeAsync(500));
    await act(async () => jest.advanceTimersByTimeAsync(1_000));

    await within(resultsRegion()).findByLabelText('waves at dusk');
    const ids = callsTo(fetchMock, '/api/video/generate').map(([, init]) => bodyOf(init).request_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('keeps the video alert for a quota answer and lets the user try again', async () => {
    const message = 'You have used your 2 free video generations for today.';
    routeFetch(fetchMock, {
      '/api/video/generate': () => jsonResponse(429, { statusCode: 429, code: 'QUOTA_EXCEEDED', message }, { 'Retry-After': '60' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLanding(fetchMock);
    chooseMode('Video');
    await sendText('waves');
    expect((await within(resultsRegion()).findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(callsTo(fetchMock, '/api/video/generate')).toHaveLength(1);

    await sendText('waves again');
    await waitFor(() => expect(callsTo(fetchMock, '/api/video/generate')).toHaveLength(2));
  });
});
