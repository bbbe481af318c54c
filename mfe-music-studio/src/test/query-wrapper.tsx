import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '@atelier/runtime/testing';

/** A fresh query cache around a hook under test (renderHook's `wrapper`). */
export function queryWrapper() {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
