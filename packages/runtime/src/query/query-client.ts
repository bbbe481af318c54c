import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api/api-error';

/** Further attempts after a failure that may pass: no answer at all, or a server error. */
const MAX_RETRIES = 2;

/**
 * A 4xx answers the same when asked again (and a 401 has already signed the browser out in the API
 * client), so only network errors and 5xx are retried, a few times and quickly: the screen's own
 * error and Retry take over after that.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

export function retryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 2_000);
}

/**
 * Settings every query starts from; each query sets its own `staleTime` (how long its answer holds).
 * `queries` overrides them (tests turn retries off so a failure shows at once).
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Screens load what they show when they mount and after what changes it; a tab coming back
        // into focus is not a reason to ask every endpoint again.
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline (its guess is often wrong): a failure then
        // shows the screen's own error and Retry, rather than a query paused without a word.
        networkMode: 'always',
        ...queries,
      },
      // Creating, revoking, starting a trial: never sent twice on their own.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The page's one server-state cache. It lives in @atelier/runtime, which Module Federation shares as
 * a singleton (as it does @tanstack/react-query), so the shell and every remote read and invalidate
 * the same entries: prices loaded by one screen are there for the next.
 */
export const queryClient = createQueryClient();
