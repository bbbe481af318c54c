import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster, authStore, toastStore } from '@atelier/runtime';
import { DialogHost } from '@atelier/ui';
import { createTestQueryClient } from '@atelier/runtime/testing';

/** Fresh browser state: no sign-in, no toasts, fetch mocked. */
export function resetBrowserState(fetchMock: jest.Mock): void {
  localStorage.clear();
  authStore.restore();
  toastStore.getSnapshot().forEach((item) => toastStore.dismiss(item.id));
  fetchMock.mockReset();
  global.fetch = fetchMock;
}

export function signIn(): void {
  authStore.login({ id: 'user-1', email: 'maker@example.com', name: 'Maker' }, 'ats_token');
}

/** The screen inside the providers the shell gives it (a fresh query client each time). */
export async function renderScreen(screen: ReactElement, path = '/marketing-studio') {
  const view = render(
    <QueryProvider client={createTestQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
        <Toaster />
        <DialogHost />
      </AuthProvider>
    </QueryProvider>,
  );
  await act(async () => undefined);
  return view;
}
