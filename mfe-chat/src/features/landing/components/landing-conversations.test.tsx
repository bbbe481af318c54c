import { SESSION_ID_KEY, readOwned, writeOwned } from '@atelier/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { controlledBody, jsonResponse, sseResponse } from '@atelier/runtime/testing';
import {
  callsTo,
  chooseMode,
  renderLanding,
  resetLandingState,
  resultsRegion,
  routeFetch,
  sendText,
  testConversation,
} from '../../../test/landing-harness';
import { CURRENT_CONVERSATION_KEY } from '../hooks/use-conversations';

import { resultFilename } from '../utils/download-result';
import { LandingScreen } from './landing-screen';

const fetchMock = jest.fn();
const CATS = testConversation('c0ffee00-0000-4000-8000-0000000000a1', { first_message: 'about cats', message_count: 2 });
const DOGS = testConversation('c0ffee00-0000-4000-8000-0000000000a2', { title: 'Dog walks', message_count: 2, media_count: 1 });
const FRESH = testConversation('c0ffee00-0000-4000-8000-0000000000a3');

const listOf = (...items: unknown[]) => () => jsonResponse(200, { conversations: items });
const historyOf = (question: string) => () =>
  jsonResponse(200, { messages: [{ role: 'user', content: question }, { role: 'assistant', content: `answer to ${question}` }] });
const conversationList = () => screen.getByRole('list', { name: 'Conversations' });
const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, string>;

/** History per conversation, as the server keeps them apart. */
function historyRoute(url: string) {
  const chosen = new URL(url, 'http://x').searchParams.get('conversation_id');
  return (chosen === DOGS.id ? historyOf('about dogs') : chosen === FRESH.id ? () => jsonResponse(200, { messages: [] }) : historyOf('about cats'))();
}

beforeEach(() => {
  resetLandingState(fetchMock);
  localStorage.setItem(SESSION_ID_KEY, 'abc123xyz');
});

afterEach(() => jest.restoreAllMocks());

describe(`${LandingScreen.name} conversations`, () => {
  it('lists the conversations beside the thread, the most recent current, and switches on a click', async () => {
    routeFetch(fetchMock, { '/api/chat/conversations': listOf(CATS, DOGS), '/api/chat/history': historyRoute });
    await renderLanding(fetchMock);

    const current = await within(await screen.findByRole('list', { name: 'Conversations' })).findByRole('button', { current: true });
    expect(current.textContent).toContain('about cats');
    expect(within(conversationList()).getByRole('button', { name: /^Dog walks/ })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('answer to about cats')).toBeTruthy());
    expect(screen.queryByText('Conversation')).toBeNull();

    fireEvent.click(within(conversationList()).getByRole('button', { name: /^Dog walks/ }));
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('answer to about dogs')).toBeTruthy());
    expect(within(screen.getByRole('log')).queryByText('answer to about cats')).toBeNull();
    expect(within(conversationList()).getByRole('button', { current: true }).textContent).toContain('Dog walks');
    // The choice survives a reload.
    expect(readOwned(CURRENT_CONVERSATION_KEY, 'visitor')).toBe(DOGS.id);
  });

  it('shows the spec hint when there is none, starts a New chat, and sends into the current conversation', async () => {
    const body = controlledBody();
    routeFetch(fetchMock, {
      '/api/chat/conversations': [listOf(), () => jsonResponse(201, FRESH), listOf(FRESH)],
      '/api/chat/history': historyRoute,
      '/api/chat/stream': () => sseResponse(body),
    });
    await renderLanding(fetchMock);
    expect(within(screen.getByRole('region', { name: 'Results' })).getByText('Start a conversation')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New chat' })));
    const current = await within(await screen.findByRole('list', { name: 'Conversations' })).findByRole('button', { current: true });
    expect(current.textContent).toContain('New chat');
    expect(bodyOf(callsTo(fetchMock, '/api/chat/conversations')[1][1])).toEqual({ session_id: 'abc123xyz' });

    await sendText('hello');
    expect(bodyOf(callsTo(fetchMock, '/api/chat/stream')[0][1])).toEqual({
      message: 'hello',
      session_id: 'abc123xyz',
      conversation_id: FRESH.id,
    });
  });

  it('renames in a styled dialog and deletes after a styled confirmation, never the native ones', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    const confirm = jest.spyOn(window, 'confirm');
    routeFetch(fetchMock, {
      '/api/chat/conversations': listOf(CATS, DOGS),
      [`/api/chat/conversations/${CATS.id}`]: [
        () => jsonResponse(200, { ...CATS, title: 'Cat facts' }),
        () => jsonResponse(204, null),
      ],
      '/api/chat/history': historyRoute,
    });
    await renderLanding(fetchMock);
    await within(await screen.findByRole('list', { name: 'Conversations' })).findByRole('button', { current: true });

    fireEvent.click(screen.getByRole('button', { name: 'Rename “about cats”' }));
    const renameDialog = await screen.findByRole('dialog', { name: 'Rename conversation' });
    fireEvent.change(within(renameDialog).getByLabelText('Name'), { target: { value: '  Cat facts ' } });
    await act(async () => fireEvent.click(within(renameDialog).getByRole('button', { name: 'Rename' })));
    await within(conversationList()).findByRole('button', { name: /^Cat facts/ });
    const [, renameInit] = callsTo(fetchMock, `/api/chat/conversations/${CATS.id}`)[0];
    expect(renameInit.method).toBe('PATCH');
    expect(bodyOf(renameInit)).toEqual({ session_id: 'abc123xyz', title: 'Cat facts' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Cat facts”' }));
    const confirmDialog = await screen.findByRole('alertdialog', { name: 'Delete conversation?' });
    await act(async () => fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(within(conversationList()).queryByRole('button', { name: /^Cat facts/ })).toBeNull());
    const [deleteUrl, deleteInit] = callsTo(fetchMock, `/api/chat/conversations/${CATS.id}`)[1];
    expect(deleteInit.method).toBe('DELETE');
    expect(deleteUrl).toBe(`/api/chat/conversations/${CATS.id}?session_id=abc123xyz`);
    // The deleted one was current: the next one takes its place.
    await waitFor(() => expect(within(conversationList()).getByRole('button', { current: true }).textContent).toContain('Dog walks'));
    expect(prompt).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('restores the photos kept with the conversation after a reload, with Download and Regenerate', async () => {
    writeOwned(CURRENT_CONVERSATION_KEY, 'visitor', DOGS.id);
    const kept = { id: 'k1', kind: 'photo', prompt: 'a corgi', media_id: 'm-old', url: '/api/media/m-old', content_type: 'image/png', width: 8, height: 8, created_at: '' };
    routeFetch(fetchMock, {
      '/api/chat/conversations': listOf(CATS, DOGS),
      [`/api/chat/conversations/${DOGS.id}/media`]: [
        () => jsonResponse(200, { media: [kept] }),
        (_url, init) => jsonResponse(201, { ...kept, ...bodyOf(init), id: 'k2', url: '/api/media/m-new' }),
      ],
      '/api/chat/history': historyRoute,
      '/api/photo/generate': () =>
        jsonResponse(200, { photo_url: '/api/media/m-new', prompt: 'a corgi', session_id: 'abc123xyz', media_id: 'm-new', width: 8, height: 8, engine: null }),
    });
    await renderLanding(fetchMock);
    chooseMode('Photo');

    const restored = await within(resultsRegion()).findByRole('img', { name: 'a corgi' });
    expect(restored.getAttribute('src')).toBe('/api/media/m-old');
    expect(within(resultsRegion()).getByRole('button', { name: 'Download photo: a corgi' })).toBeTruthy();

    await act(async () => fireEvent.click(within(resultsRegion()).getByRole('button', { name: 'Regenerate photo: a corgi' })));
    await waitFor(() => expect(within(resultsRegion()).getAllByRole('img', { name: 'a corgi' })).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/api/photo/generate')[0][1])).toEqual({ prompt: 'a corgi', session_id: 'abc123xyz' });
    // The new photo is kept with the same conversation, so the next reload shows it too.
    await waitFor(() => expect(callsTo(fetchMock, `/api/chat/conversations/${DOGS.id}/media`)).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, `/api/chat/conversations/${DOGS.id}/media`)[1][1])).toEqual({
      session_id: 'abc123xyz',
      kind: 'photo',
      media_id: 'm-new',
      prompt: 'a corgi',
    });
  });

  it('names downloads after the kind and the prompt, with the extension of the real file', () => {
    expect(resultFilename({ kind: 'photo', prompt: 'A lighthouse at dawn, watercolour!' }, 'image/png')).toBe(
      'atelier-photo-a-lighthouse-at-dawn-watercolour.png',
    );
    expect(resultFilename({ kind: 'photo', prompt: 'Café' }, 'image/svg+xml')).toBe('atelier-photo-cafe.svg');
    expect(resultFilename({ kind: 'video', prompt: '???' }, '')).toBe('atelier-video.mp4');
  });
});
