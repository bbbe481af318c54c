import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, QueryProvider, SESSION_ID_KEY, authStore } from '@atelier/runtime';
import { controlledBody, createTestQueryClient, enginesOf, jsonResponse, sseFrame, sseResponse } from '@atelier/runtime/testing';
import { conversationsAnswer, testConversation } from '../../../test/landing-harness';

import { LandingScreen } from './landing-screen';
import { resetQuotaBlocks } from '../quota/quota-store';

const fetchMock = jest.fn();

function isHistory(url: string) {
  return url.startsWith('/api/chat/history');
}

/** Requests that are not a chat stream: history and the conversation list. */
function isBackground(url: string) {
  return isHistory(url) || url.startsWith('/api/chat/conversations');
}

/** History answers `history`; every stream request takes the next queued response. */
function routeFetch(history: unknown, streams: (Response | Error)[], conversations?: unknown[]) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (isHistory(url)) return jsonResponse(200, history);
    if (conversations && url.startsWith('/api/chat/conversations?')) return jsonResponse(200, { conversations });
    const background = conversationsAnswer(url.split('?')[0], init);
    if (background) return background;
    const next = streams.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
}

function streamCalls() {
  return fetchMock.mock.calls.filter(([url]) => !isBackground(url as string));
}

async function renderLanding() {
  const view = render(
    <QueryProvider client={createTestQueryClient(enginesOf('openai'))}>
      <AuthProvider>
        <MemoryRouter>
          <LandingScreen />
        </MemoryRouter>
      </AuthProvider>
    </QueryProvider>,
  );
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => undefined);
  return view;
}

const textbox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const log = () => screen.getByRole('log');

function type(text: string) {
  fireEvent.change(textbox(), { target: { value: text } });
}

async function pressEnter(shiftKey = false) {
  await act(async () => {
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey });
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetQuotaBlocks();
  authStore.restore();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe(LandingScreen.name, () => {
  it('keeps the welcome heading, runtime instance, hints and modes', async () => {
    routeFetch({ messages: [] }, []);
    const { container } = await renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Atelier' })).toBeTruthy();
    expect(container.querySelector('[data-runtime-instance]')).toBeTruthy();
    expect(screen.getByText('Start a conversation')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Chat' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Photo' }));
    expect(screen.getByText('Generate images with AI')).toBeTruthy();
    type('a cat');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByText('Generate videos with AI')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Record voice' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Attach file' })).toHaveProperty('disabled', false);
  });

  it('streams the reply into an empty assistant message piece by piece', async () => {
    const body = controlledBody();
    routeFetch({ messages: [] }, [sseResponse(body)]);
    await renderLanding();
    type('  Hello there  ');
    await pressEnter();

    expect((textbox() as HTMLTextAreaElement).value).toBe('');
    const [url, init] = streamCalls()[0];
    expect(url).toMatch(/^\/api\/chat\/stream\?idempotency_key=chat_[a-z0-9]{12}_\d+$/);
    expect((init.headers as Record<string, string>)['X-Idempotency-Key']).toBe(new URL(url, 'http://x').searchParams.get('idempotency_key'));
    const sent = JSON.parse(init.body as string);
    expect(sent).toEqual({ message: 'Hello there', session_id: localStorage.getItem(SESSION_ID_KEY) });
    expect(sent.session_id).toMatch(/^[a-z0-9]{9}$/);

    const bubbles = () => log().querySelectorAll('[data-role]');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[0].textContent).toContain('Hello there');
    expect(bubbles()[1].querySelector('.chat-message__text')).toBeNull();
    expect(bubbles()[1].querySelector('.chat-message__typing')).toBeTruthy();
    expect(log().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Generating a reply…');

    await act(async () => body.push(': ping\n\n' + sseFrame('Hi', 1)));
    await waitFor(() => expect(bubbles()[1].textContent).toContain('Hi'));
    await act(async () => body.push(sseFrame(' there,\nfriend', 2) + 'id: 3\ndata: {"content":"!"'));
    await waitFor(() => expect(bubbles()[1].textContent).toContain('Hi there,\nfriend'));
    expect(bubbles()[1].textContent).not.toContain('!');
    await act(async () => body.push('}\n\ndata: [DONE]\n\n'));

    await waitFor(() => expect(sendButton().disabled).toBe(true));
    await waitFor(() => expect(log().getAttribute('aria-busy')).toBe('false'));
    expect(bubbles()[1].textContent).toContain('Hi there,\nfriend!');
    expect(within(bubbles()[1] as HTMLElement).getByText('offline engine')).toBeTruthy();
    // The stored turn changes the conversation list (order, name): it is asked for again.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => (url as string).startsWith('/api/chat/conversations?'))).toHaveLength(2));
  });

  it('renders fenced code as a code block', async () => {
    const body = controlledBody();
    routeFetch({ messages: [] }, [sseResponse(body, 'openai/gpt')]);
    await renderLanding();
    type('code please');
    await pressEnter();
    await act(async () => body.push(sseFrame('Here:\n```ts\nconst a = 1;\n```\nDone.', 1) + 'data: [DONE]\n\n'));
    const code = await waitFor(() => log().querySelector('pre code') as HTMLElement);
    expect(code.textContent).toBe('const a = 1;');
    expect(screen.queryByText('offline engine')).toBeNull();
  });

  it('sends on Enter but not on Shift+Enter, and never a blank message', async () => {
    const body = controlledBody();
    routeFetch({ messages: [] }, [sseResponse(body)]);
    await renderLanding();

    type('   \n ');
    expect(sendButton().disabled).toBe(true);
    await pressEnter();
    fireEvent.submit(textbox().closest('form')!);
    expect(streamCalls()).toHaveLength(0);

    type('line one');
    await pressEnter(true);
    expect(streamCalls()).toHaveLength(0);
    expect(sendButton().disabled).toBe(false);
    await pressEnter();
    expect(streamCalls()).toHaveLength(1);
  });

  it('ignores further sends while a reply is streaming', async () => {
    const body = controlledBody();
    routeFetch({ messages: [] }, [sseResponse(body)]);
    await renderLanding();
    type('first');
    await pressEnter();
    type('second');
    expect(sendButton().disabled).toBe(true);
    await pressEnter();
    fireEvent.submit(textbox().closest('form')!);
    expect(streamCalls()).toHaveLength(1);
    expect((textbox() as HTMLTextAreaElement).value).toBe('second');

    await act(async () => body.push('data: [DONE]\n\n'));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
  });

  it('replaces the partial reply with the apology when the stream fails', async () => {
    const body = controlledBody();
    routeFetch({ messages: [] }, [sseResponse(body)]);
    await renderLanding();
    type('hello');
    await pressEnter();
    await act(async () => body.push(sseFrame('Partial', 1) + 'event: error\ndata: {"message":"provider down"}\n\n'));
    await waitFor(() => expect(screen.getByText('Sorry, something went wrong.')).toBeTruthy());
    expect(log().textContent).not.toContain('Partial');
    expect(log().querySelector('.chat-message--error')).toBeTruthy();
  });

  it('shows the apology for a network failure or a provider error', async () => {
    routeFetch({ messages: [] }, [new TypeError('Failed to fetch'), jsonResponse(502, { statusCode: 502, code: 'PROVIDER_ERROR', message: 'Upstream failed' })]);
    await renderLanding();
    type('one');
    await pressEnter();
    await waitFor(() => expect(screen.getAllByText('Sorry, something went wrong.')).toHaveLength(1));
    type('two');
    await pressEnter();
    await waitFor(() => expect(screen.getAllByText('Sorry, something went wrong.')).toHaveLength(2));
    expect(screen.queryByText('Upstream failed')).toBeNull();
  });

  it('shows the server message when the daily quota is used up', async () => {
    const message = 'You have used your 10 free chat messages for today. Upgrade to Pro for unlimited chat.';
    routeFetch({ messages: [] }, [jsonResponse(429, { statusCode: 429, code: 'QUOTA_EXCEEDED', message }, { 'Retry-After': '3600' })]);
    await renderLanding();
    type('hello');
    await pressEnter();
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.queryByText('Sorry, something went wrong.')).toBeNull();
    expect(sendButton().disabled).toBe(true);
  });

  it('restores the stored conversation for this browser on load', async () => {
    localStorage.setItem(SESSION_ID_KEY, 'abc123xyz');
    const stored = testConversation('c0ffee00-0000-4000-8000-00000000000a', { first_message: 'Earlier question', message_count: 2 });
    routeFetch({ messages: [{ role: 'user', content: 'Earlier question' }, { role: 'assistant', content: 'Earlier answer' }] }, [], [stored]);
    await renderLanding();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => isHistory(url as string))).toBe(true));
    expect(fetchMock.mock.calls.find(([url]) => isHistory(url as string))?.[0]).toBe(
      `/api/chat/history?session_id=abc123xyz&conversation_id=${stored.id}`,
    );
    await waitFor(() => expect(within(log()).getByText('Earlier answer')).toBeTruthy());
    expect(within(log()).getByText('Earlier question')).toBeTruthy();
    expect(screen.queryByText('Start a conversation')).toBeNull();
    // The right half lists the conversations, the current one marked.
    const current = within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button', { current: true });
    expect(current.textContent).toContain('Earlier question');
  });

  it('keeps a conversation started before the stored one arrived', async () => {
    let answerHistory: (response: Response) => void = () => undefined;
    const body = controlledBody();
    fetchMock.mockImplementation(async (url: string) =>
      isHistory(url) ? new Promise<Response>((resolve) => (answerHistory = resolve)) : sseResponse(body),
    );
    await renderLanding();
    type('New question');
    await pressEnter();
    await act(async () => body.push(sseFrame('New answer', 1) + 'data: [DONE]\n\n'));
    await waitFor(() => expect(within(log()).getByText('New answer')).toBeTruthy());

    await act(async () => answerHistory(jsonResponse(200, { messages: [{ role: 'user', content: 'Stored question' }] })));
    // TanStack Query hands answers to React on a zero-delay timer: let that one run first.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(log()).queryByText('Stored question')).toBeNull();
    expect(within(log()).getByText('New question')).toBeTruthy();
  });

  it('loads the account conversation again when the user signs in', async () => {
    let answer = { messages: [{ role: 'user', content: 'visitor chat' }] };
    fetchMock.mockImplementation(async () => jsonResponse(200, answer));
    await renderLanding();
    await waitFor(() => expect(within(log()).getByText('visitor chat')).toBeTruthy());

    answer = { messages: [{ role: 'assistant', content: 'account chat' }] };
    await act(async () => authStore.login({ id: 'u1', email: 'ada@example.com', name: 'ada' }, 'token-1'));
    await waitFor(() => expect(within(log()).getByText('account chat')).toBeTruthy());
    expect(within(log()).queryByText('visitor chat')).toBeNull();
    // The default name (the address's local part) is shown readable: see displayName in @atelier/runtime.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
    const lastCall = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
    expect(lastCall[1].headers.Authorization).toBe('Bearer token-1');
  });

  it('aborts the stream when the screen unmounts', async () => {
    const body = controlledBody();
    routeFetch({ messages: [] }, [sseResponse(body)]);
    const view = await renderLanding();
    type('hello');
    await pressEnter();
    await act(async () => body.push(sseFrame('Hi', 1)));
    const signal = streamCalls()[0][1].signal as AbortSignal;
    view.unmount();
    expect(signal.aborted).toBe(true);
    await waitFor(() => expect(body.cancelled()).toBe(true));
  });
});
