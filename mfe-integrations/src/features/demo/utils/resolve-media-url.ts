import { getApiBase } from '@atelier/runtime';

/** Root-relative media URLs (`/api/media/<id>`) point at the API's origin when it is not this page's. */
export function resolveMediaUrl(url: string, apiBase: string = getApiBase()): string {
  if (!/^https?:\/\//i.test(apiBase)) return url;
  try {
    return new URL(url, apiBase).toString();
  } catch {
    return url;
  }
}
