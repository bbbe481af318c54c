import { getApiBase } from '@atelier/runtime';

/**
 * The server the examples call: the site's origin behind the reverse proxy (API base `/api`), or the
 * API's own host when the shell is configured with an absolute base. Paths in the document start with /api.
 */
export function apiServerRoot(location: Pick<Location, 'href'> = window.location): string {
  return new URL(getApiBase(), location.href).href.replace(/\/+$/, '').replace(/\/api$/, '');
}
