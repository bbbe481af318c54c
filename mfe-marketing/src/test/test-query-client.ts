import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@atelier/runtime';

/** A fresh cache per render, with the runtime's settings but no retries: a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}
