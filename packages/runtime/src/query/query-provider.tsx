import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Gives hooks below it the page's query client. The shell mounts it once around everything, remote
 * screens included (they render inside the shell's React tree); a remote's standalone bootstrap has no
 * shell, so it mounts its own. Tests pass a fresh `client` so no answer leaks from one test to the next.
 */
export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
