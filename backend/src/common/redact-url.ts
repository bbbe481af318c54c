export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are credentials: API keys (`api_key`, `key`), tokens (`token`,
 * `access_token`, `magic`), passwords, secrets, signatures of pre-signed URLs, OAuth codes, and the
 * visitor's `session_id` (it alone opens a visitor's chat history).
 */
const SECRET_NAME = /(?:key|token|secret|password|passwd|pwd|signature|credential|magic)s?$|^(?:code|sig|auth|session_id)$/i;

export function isSecretParameter(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** `/a?api_key=atk_x&n=2` → `/a?api_key=[redacted]&n=2`; the path and other parameters stay as they came. */
export function redactUrl<T extends string | undefined>(url: T): T;
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return url;
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals >= 0 && isSecretParameter(decodeName(pair.slice(0, equals))) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${redacted}${end < 0 ? '' : url.slice(end)}`;
}

/** A parsed query object (`req.query`) with the values of secret parameters replaced. */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).map(([name, value]) => [name, isSecretParameter(name) ? REDACTED : value]),
  );
}

/** `api%5Fkey` and `api+key` name the same parameter as `api_key` and `api key` to a server. */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
