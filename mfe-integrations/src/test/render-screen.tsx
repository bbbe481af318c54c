import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, QueryProvider, Toaster, authStore, toastStore } from '@atelier/runtime';
import { DialogHost } from '@atelier/ui';
import { createTestQueryClient } from '@atelier/runtime/testing';

function CurrentPath() {
  return <span data-testid="current-path">{useLocation().pathname}</span>;
}

/** Fresh browser state: no sign-in, no toasts, no stored keys, fetch mocked. */
export function resetBrowserState(fetchMock: jest.Mock): void {
  localStorage.clear();
  authStore.restore();
  toastStore.getSnapshot().forEach((item) => toastStore.dismiss(item.id));
  fetchMock.mockReset();
  global.fetch = fetchMock;
}

/** The screen inside the providers the shell gives it (a fresh query client each time), at `path`. */
export async function renderScreen(screen: ReactElement, path = '/integrations') {
  const view = render(
    <QueryProvider client={createTestQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={screen} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
        <Toaster />
        <DialogHost />
      </AuthProvider>
    </QueryProvider>,
  );
  await act(async () => undefined);
  return view;
}

/** Messages currently shown by the Toaster. */
export const toastTexts = () => toastStore.getSnapshot().map((item) => item.message);
