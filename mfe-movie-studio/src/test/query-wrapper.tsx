import type { ReactNode } from 'react';
import { QueryProvider, toastStore } from '@atelier/runtime';
import { createTestQueryClient } from '@atelier/runtime/testing';

/** A fresh query cache per hook under test, as the shell provides one to the screen. */
export function queryWrapper() {
  const client = createTestQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryProvider client={client}>{children}</QueryProvider>;
  };
}

/** The toasts shown now, as "kind: text". */
export const toastsShown = () => toastStore.getSnapshot().map((toast) => `${toast.kind}: ${toast.message}`);

/** No toasts left from the last test, fetch mocked. */
export function resetBrowser(fetchMock: jest.Mock): void {
  toastStore.getSnapshot().forEach((toast) => toastStore.dismiss(toast.id));
  fetchMock.mockReset();
  global.fetch = fetchMock;
}
