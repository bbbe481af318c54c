import { type ApiRequestOptions, apiFetch } from '@atelier/runtime';
import { musicHeaders } from './music-session';

/** The API client with this browser's music session attached. */
export function musicFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return apiFetch<T>(path, { ...options, headers: { ...musicHeaders(), ...options.headers } });
}
