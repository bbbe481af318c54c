import { ApiError, NetworkError } from '@atelier/runtime';

export const CONNECTION_ERROR = 'Connection error. Please try again.';

/**
 * Spec 001 §8: the server's detail, else the call's own fallback; a request that got no answer is a
 * connection error. An answer without our JSON body (a proxy's error page) has no detail to show.
 */
export function authErrorText(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return CONNECTION_ERROR;
  if (error instanceof ApiError && !error.code.startsWith('HTTP_') && error.message) return error.message;
  return fallback;
}
