import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, callsTo, deferred, jsonResponse, routeFetch, type Handler } from '@atelier/runtime/testing';
import { renderScreen, resetBrowserState } from '../../../test/render-screen';
import { PRICES, pricesRoute } from '../../../test/prices';
import { DEMO_LIMIT_TEXT, EMPTY_REPLY_TEXT } from '../hooks/use-demo-chat';
import { DemoScreen } from './demo-screen';

const fetchMock = jest.fn();
const CONFIG = { product: 'Atelier', engines: {}, features: {}, modules: [], demoApiKey: 'demo_public_key' };

beforeEach(() => {
  resetBrowserState(fetchMock);
});
afterEach(() => jest.restoreAllMocks());

async function renderDemo(routes: Record<string, Handler | Handler[]>) {
  routeFetch(fetchMock, { 'GET /api/config/public': () => jsonResponse(200, CONFIG), ...pricesRoute, ...routes });
  await renderScreen(<DemoScreen />, '/demo');
}

const chat = () => screen.getByRole('region', { name: 'Live AI Chat' });
const history = () => screen.getByRole('log', { name: 'Demo chat history' });
const message = () => within(chat()).getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
const send = () => within(chat()).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const bubbles = (role: 'user' | 'assistant') => Array.from(history().querySelectorAll(`[data-role="${role}"]`)).map((node) => node.textContent);

async function type(text: string, press: 'Enter' | 'Send' = 'Enter') {
  fireEvent.change(message(), { target: { value: text } });
  await act(async () => {
    if (press === 'Send') fireEvent.click(send());
    else fireEvent.submit(message().form as HTMLFormElement);
  });
}

describe(DemoScreen.name, () => {
  it('shows the title, tagline, download note and calculator defaults', async () => {
    await renderDemo({});
    expect(screen.getByRole('heading', { level: 1, name: 'Demo' })).toBeTruthy();
    expect(screen.getByText('What you see is exactly what you download')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Theme (Free)' })).toBeTruthy();
    expect(screen.getByText('GPL-licensed • WordPress 6.0+ • Includes plugin • No coding required')).toBeTruthy();

    const calculator = screen.getByRole('region', { name: 'Live Pricing Calculator' });
    const sliders = within(calculator).getAllByRole('slider') as HTMLInputElement[];
    expect(sliders.map((s) => [s.min, s.max, s.step, s.value])).toEqual([
      ['1000', '100000', '1000', '10000'],
      ['0', '100', '1', '20'],
      ['0', '50', '1', '5'],
    ]);
    await waitFor(() => expect(within(calculator).getByTestId('demo-cost').textContent).toBe('$2.32'));
    expect(calculator.textContent).toContain('70%');
    fireEvent.change(within(calculator).getByRole('slider', { name: 'Text tokens' }), { target: { value: '100000' } });
    fireEvent.change(within(calculator).getByRole('slider', { name: 'Images' }), { target: { value: '100' } });
    fireEvent.change(within(calculator).getByRole('slider', { name: 'Videos' }), { target: { value: '50' } });
    expect(within(calculator).getByTestId('demo-cost').textContent).toBe('$19.20');
  });

  it('prices the calculator with GET /api/billing/prices: a loading state first, and Retry after a failure', async () => {
    const answer = deferred<Response>();
    await renderDemo({
      'GET /api/billing/prices': [
        () => jsonResponse(503, { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'down' }),
        () => answer.promise,
      ],
    });
    const calculator = screen.getByRole('region', { name: 'Live Pricing Calculator' });
    const alert = await within(calculator).findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the prices.");
    expect(within(calculator).getByTestId('demo-cost').textContent).toBe('$…');

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(calculator).findByText('Loading prices...')).toBeTruthy();
    expect(within(calculator).queryByRole('alert')).toBeNull();
    await act(async () => answer.resolve(jsonResponse(200, { ...PRICES, demo_calculator: { ...PRICES.demo_calculator, per_image: 0.05, margin_percent: 60 } })));
    // 10,000 tokens × $0.002/1,000 + 20 × $0.05 + 5 × $0.30: the served prices, not a copy of them.
    await waitFor(() => expect(within(calculator).getByTestId('demo-cost').textContent).toBe('$2.52'));
    expect(calculator.textContent).toContain('60%');
    expect(callsTo(fetchMock, 'GET', '/api/billing/prices')).toHaveLength(2);
  });

  it('keeps Send off for a blank message and while waiting, reading "..." meanwhile', async () => {
    const reply = deferred<Response>();
    await renderDemo({ 'POST /api/wp/text': () => reply.promise });
    expect(send().disabled).toBe(true);
    fireEvent.change(message(), { target: { value: '   ' } });
    expect(send().disabled).toBe(true);

    await type('  Hello there  ', 'Send');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/wp/text')[0][1])).toEqual({ prompt: 'Hello there', api_key: 'demo_public_key' });
    expect(message().value).toBe('');
    expect(bubbles('user')).toEqual(['Hello there']);
    fireEvent.change(message(), { target: { value: 'again' } });
    expect(send().disabled).toBe(true);
    expect(send().textContent).toBe('...');
    await type('again');
    expect(callsTo(fetchMock, 'POST', '/api/wp/text')).toHaveLength(1);

    await act(async () => reply.resolve(jsonResponse(200, { text: 'Hi! How can I help?' })));
    expect(bubbles('assistant')).toEqual(['Hi! How can I help?']);
    expect(send().textContent).toBe('Send');
    expect(send().disabled).toBe(false);
  });

  it('answers "Sorry, something went wrong." to a reply without text', async () => {
    await renderDemo({ 'POST /api/wp/text': () => jsonResponse(200, { text: '' }) });
    await type('Hello');
    expect(bubbles('assistant')).toEqual([EMPTY_REPLY_TEXT]);
    expect(EMPTY_REPLY_TEXT).toBe('Sorry, something went wrong.');
  });

  it('answers with the demo limit when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderDemo({
      'POST /api/wp/text': () => jsonResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }, { 'Retry-After': '60' }),
    });
    await type('Hello');
    expect(bubbles('assistant')).toEqual([DEMO_LIMIT_TEXT]);
    expect(DEMO_LIMIT_TEXT).toBe('Demo limit reached. Download the theme for unlimited use!');
  });

  it('generates a photo, shows "Generating..." meanwhile and a placeholder if it cannot load', async () => {
    const answer = deferred<Response>();
    await renderDemo({ 'POST /api/wp/photo': () => answer.promise });
    const panel = screen.getByRole('region', { name: 'Live Photo' });
    const button = within(panel).getByRole('button', { name: 'Generate Photo' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Photo prompt' }), { target: { value: 'A red fox' } });
    await act(async () => fireEvent.click(button));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/wp/photo')[0][1])).toEqual({ prompt: 'A red fox', api_key: 'demo_public_key' });
    expect(button.textContent).toBe('Generating...');
    expect(button.disabled).toBe(true);

    await act(async () => answer.resolve(jsonResponse(200, { image_url: '/api/media/p1' })));
    const image = within(panel).getByRole('img', { name: 'A red fox' });
    expect(image.getAttribute('src')).toBe('/api/media/p1');
    expect(button.textContent).toBe('Generate Photo');

    fireEvent.error(image);
    expect(within(panel).getByRole('img', { name: 'Mock Photo' }).textContent).toBe('Mock Photo');
  });

  it('logs a failed photo and clears the earlier result', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderDemo({
      'POST /api/wp/photo': [() => jsonResponse(200, { image_url: '/api/media/p1' }), () => jsonResponse(502, { statusCode: 502, code: 'ENGINE_FAILED', message: 'x' })],
    });
    const panel = screen.getByRole('region', { name: 'Live Photo' });
    const prompt = within(panel).getByRole('textbox', { name: 'Photo prompt' });
    fireEvent.change(prompt, { target: { value: 'A red fox' } });
    await act(async () => fireEvent.submit(prompt.closest('form') as HTMLFormElement));
    expect(within(panel).getByRole('img', { name: 'A red fox' })).toBeTruthy();
    await act(async () => fireEvent.submit(prompt.closest('form') as HTMLFormElement));
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(logged).toHaveBeenCalled();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('plays the generated video with controls, or says "Mock Video" if it cannot load', async () => {
    await renderDemo({ 'POST /api/wp/video': () => jsonResponse(200, { video_url: '/api/media/v1' }) });
    const panel = screen.getByRole('region', { name: 'Live Video' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Video prompt' }), { target: { value: 'Waves' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Generate Video' })));
    const video = await waitFor(() => within(panel).getByLabelText('Waves'));
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/api/media/v1');
    fireEvent.error(video);
    expect(within(panel).getByText('Mock Video')).toBeTruthy();
  });
});
