import { getApiBase } from './api-config';

/**
 * The backend answers media as root-relative URLs (`/api/media/<id>`). When the API lives on
 * another origin (the shell configured an absolute base), they must point there, not at this page.
 */
export function resolveMediaUrl(url: string, apiBase: string = getApiBase()): string {
  if (!/^https?:\/\//i.test(apiBase)) return url;
  try {
    return new URL(url, apiBase).toString();
  } catch {
    return url;
  }
}
