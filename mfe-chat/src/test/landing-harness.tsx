import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster, authStore, publicConfigQuery, toastStore } from '@atelier/runtime';
import type { PublicConfigResponseDto } from '@atelier/api-types';
import { LandingScreen } from '../features/landing/components/landing-screen';
import { resetQuotaBlocks } from '../features/landing/quota/quota-store';
import { createTestQueryClient, enginesOf, jsonResponse } from '@atelier/runtime/testing';

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Requests by path (no query); history answers an empty conversation unless a route says otherwise. */
export function routeFetch(fetchMock: jest.Mock, routes: Record<string, Handler | Handler[]>): void {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const path = url.split('?')[0];
    const route = routes[path] ?? Object.entries(routes).find(([prefix]) => prefix.endsWith('/') && path.startsWith(prefix))?.[1];
    if (Array.isArray(route)) {
      const next = route.shift();
      if (next) return next(url, init);
    } else if (route) {
      return route(url, init);
    }
    if (path === '/api/chat/history') return jsonResponse(200, { messages: [] });
    const conversations = conversationsAnswer(path, init);
    if (conversations) return conversations;
    throw new Error(`unexpected request ${url}`);
  });
}

/** The conversation list and kept media, answered as for a browser with no conversations yet. */
export function conversationsAnswer(path: string, init?: RequestInit): Response | null {
  const post = init?.method === 'POST';
  if (path === '/api/chat/conversations') {
    return post ? jsonResponse(201, testConversation('c0ffee00-0000-4000-8000-000000000001')) : jsonResponse(200, { conversations: [] });
  }
  const media = /^\/api\/chat\/conversations\/[^/]+\/media$/.test(path);
  if (media && !post) return jsonResponse(200, { media: [] });
  if (media) {
    const body = JSON.parse(String(init?.body ?? '{}')) as { kind?: string; media_id?: string; prompt?: string };
    return jsonResponse(201, { id: 'kept-1', ...body, url: `/api/media/${body.media_id}`, content_type: 'image/png', width: null, height: null, created_at: '' });
  }
  return null;
}

export function testConversation(id: string, patch: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return { id, title: null, first_message: null, message_count: 0, media_count: 0, created_at: now, updated_at: now, ...patch };
}

export function callsTo(fetchMock: jest.Mock, path: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(([url]) => (url as string).split('?')[0] === path) as [string, RequestInit][];
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A handler that answers when the test says so. */
export function heldResponse(): Deferred<Response> & { handler: Handler } {
  const held = deferred<Response>();
  return { ...held, handler: () => held.promise };
}

export function resetLandingState(fetchMock: jest.Mock): void {
  localStorage.clear();
  sessionStorage.clear();
  resetQuotaBlocks();
  authStore.restore();
  toastStore.getSnapshot().forEach((item) => toastStore.dismiss(item.id));
  fetchMock.mockReset();
  global.fetch = fetchMock;
}

/** `features`: the public config's feature flags, when a test is about one (e.g. transcription off). */
export async function renderLanding(fetchMock: jest.Mock, features?: { signup: boolean; academy: boolean; transcription: boolean }) {
  const client = createTestQueryClient(enginesOf('openai'));
  if (features) client.setQueryData(publicConfigQuery.queryKey, (config?: PublicConfigResponseDto) => ({ ...config, features }) as PublicConfigResponseDto);
  const view = render(
    <QueryProvider client={client}>
      <AuthProvider>
        <MemoryRouter>
          <LandingScreen />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryProvider>,
  );
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => undefined);
  return view;
}

export const textbox = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
export const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
export const resultsRegion = () => screen.getByRole('region', { name: 'Results' });
export const toasts = () => document.querySelector('.at-toaster') as HTMLElement;

export async function sendText(text: string) {
  fireEvent.change(textbox(), { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(textbox(), { key: 'Enter' });
  });
}

export function chooseMode(name: 'Chat' | 'Photo' | 'Video') {
  fireEvent.click(screen.getByRole('radio', { name }));
}
