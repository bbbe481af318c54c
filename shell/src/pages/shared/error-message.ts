import { ApiError, NetworkError } from '@atelier/runtime';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * The text to show for a failed call: the backend's own message for a client error it explained
 * (`{ statusCode, code, message }`), the connection message when it never answered, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof NetworkError) return error.message;
  // `HTTP_<status>` means the body was not the backend's error shape (a proxy page, an empty body).
  if (error instanceof ApiError && error.status < 500 && !error.code.startsWith('HTTP_') && error.message) return error.message;
  return fallback;
}
