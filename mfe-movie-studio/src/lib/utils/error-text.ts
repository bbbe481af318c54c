import { ApiError } from '@atelier/runtime';

/**
 * The spec's text for a failure, except where the server says something the person can act on: a
 * daily limit reached (429), a plan needed (403), or a precondition (409) the spec has no text for.
 */
export function errorText(error: unknown, specText: string): string {
  if (error instanceof ApiError && [403, 409, 429].includes(error.status) && error.message) return error.message;
  return specText;
}
