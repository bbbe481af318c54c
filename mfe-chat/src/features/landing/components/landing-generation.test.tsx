import { SESSION_ID_KEY } from '@atelier/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { controlledBody, jsonResponse, sseResponse } from '@atelier/runtime/testing';
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
  textbox,
} from '../../../test/landing-harness';

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

const VIDEO_JOB = 'b1c2d3e4-0000-4000-8000-000000000001';

const accepted = (status = 'queued') =>
  jsonResponse(202, { request_id: 'x', job_id: VIDEO_JOB, status, progress: 0, video_url: null, message: null, events_url: '' });

/** One `job` event of the video job's stream. */
const jobFrame = (version: number, patch: Record<string, unknown>) =>
  `id: ${version}\nevent: job\ndata: ${JSON.stringify({
    id: VIDEO_JOB,
    kind: 'video.generate',
    status: 'active',
    progress: 0,
    stage: 'Rendering',
    attempt: 1,
    project_id: null,
    result: null,
    error: null,
    version,
    created_at: '',
    updated_at: '',
    finished_at: null,
    ...patch,
  })}\n\n`;

const completedFrame = (version: number) =>
  jobFrame(version, {
    status: 'completed',
    progress: 100,
    result: { media_id: 'video-1', duration_seconds: 5, width: 1280, height: 720, engine: LOCAL_ENGINE },
  });

const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, string>;

beforeEach(() => {
  resetLandingState(fetchMock);
  localStorage.setItem(SESSION_ID_KEY, 'abc123xyz');
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

    const alert = await screen.findByRole('alert', { name: 'Daily limit reached' });
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByText(/^Sending works again/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/login?mode=signup');
    expect(within(alert).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getAllByText(message)).toHaveLength(1);
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
    const events = controlledBody();
    routeFetch(fetchMock, { '/api/video/generate': () => accepted(), [`/api/jobs/${VIDEO_JOB}/events`]: () => sseResponse(events) });
    await renderLanding(fetchMock);
    chooseMode('Video');
    await sendText('waves at dusk');

    const [, init] = callsTo(fetchMock, '/api/video/generate')[0];
    expect(bodyOf(init)).toEqual({ prompt: 'waves at dusk', session_id: 'abc123xyz', request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect((init.headers as Record<string, string>).Prefer).toBe('respond-async');
    const bar = within(resultsRegion()).getByRole('progressbar', { name: 'Video progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(resultsRegion()).getByText('Generating video...')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, `/api/jobs/${VIDEO_JOB}/events`)).toHaveLength(1));
    expect(callsTo(fetchMock, `/api/jobs/${VIDEO_JOB}/events`)[0][0]).toBe(`/api/jobs/${VIDEO_JOB}/events?session_id=abc123xyz`);

    await act(async () => events.push(jobFrame(2, { progress: 40 })));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));

    await act(async () => events.push(completedFrame(3)));
    const video = await within(resultsRegion()).findByLabelText('waves at dusk');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/api/media/video-1');
    expect(within(video.closest('figure') as HTMLElement).getByText('waves at dusk')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(events.cancelled() || callsTo(fetchMock, `/api/jobs/${VIDEO_JOB}/events`).length === 1).toBe(true);
  });

  it('sends the same request id again when the connection breaks', async () => {
    jest.useFakeTimers();
    const events = controlledBody();
    routeFetch(fetchMock, {
      '/api/video/generate': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => accepted('active'),
      ],
      [`/api/jobs/${VIDEO_JOB}/events`]: () => sseResponse(events),
    });
    await renderLanding(fetchMock);
    chooseMode('Video');
    await sendText('waves at dusk');
    await act(async () => jest.advanceTimersByTimeAsync(500));
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    await act(async () => events.push(completedFrame(5)));

    await within(resultsRegion()).findByLabelText('waves at dusk');
    const ids = callsTo(fetchMock, '/api/video/generate').map(([, init]) => bodyOf(init).request_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('turns video sending off until the reset the server names, saying why in the box', async () => {
    const message = 'You have used your 2 free video generations for today.';
    const resetsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    routeFetch(fetchMock, {
      '/api/video/generate': () =>
        jsonResponse(429, { statusCode: 429, code: 'QUOTA_EXCEEDED', message, resetsAt }, { 'Retry-After': '10800' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLanding(fetchMock);
    chooseMode('Video');
    await sendText('waves');
    const alert = await screen.findByRole('alert', { name: 'Daily limit reached' });
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(alert.querySelector('time')?.getAttribute('dateTime')).toBe(resetsAt);
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.change(textbox(), { target: { value: 'waves again' } });
    expect(sendButton().disabled).toBe(true);
    expect(textbox().placeholder).toMatch(/^Daily video limit reached — sending works again/);
    expect(textbox().getAttribute('aria-describedby')).toBe(alert.id);
    expect(callsTo(fetchMock, '/api/video/generate')).toHaveLength(1);

    // Chat has its own allowance: switching back lets the person send.
    chooseMode('Chat');
    expect(screen.queryByRole('alert', { name: 'Daily limit reached' })).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

});
