import { ApiError } from '@atelier/runtime';

/**
 * The server's own words when it refused a request the user can change (a 4xx with a message: a prompt
 * over 8,000 characters, a 201st file, a too-big project); null for failures it could not explain, where
 * the spec's "Please try again." text stands.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  return error.message.trim() || null;
}
