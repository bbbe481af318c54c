let apiBase = '/api';

/** Where the backend lives; same-origin `/api` behind the reverse proxy unless the shell says otherwise. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

export function apiUrl(path: string): string {
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}
