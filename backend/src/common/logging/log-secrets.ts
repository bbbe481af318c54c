/** Header values that must never reach the logs: credentials, by the direction they travel in. */
export const REQUEST_SECRET_HEADERS: readonly string[] = ['authorization', 'cookie', 'x-api-key'];
export const RESPONSE_SECRET_HEADERS: readonly string[] = ['set-cookie'];
export const CENSORED = '[redacted]';

/**
 * A copy of a logged `{ headers }` whose secret headers say CENSORED; the value itself when it has none (the
 * lean access line carries no headers at all, so nothing is copied then). Node gives header names in lower case.
 */
function censorHeaders(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const headers = (value as { headers?: unknown }).headers;
  if (typeof headers !== 'object' || headers === null) return value;
  const found = secrets.filter((name) => name in headers);
  if (!found.length) return value;
  const censored: Record<string, unknown> = { ...headers };
  for (const name of found) censored[name] = CENSORED;
  return { ...value, headers: censored };
}

/**
 * The `req` and `res` serializers of every log line (root-logger.ts; the access log's own serializers end with
 * them too, since a child's serializer replaces its parent's): credentials are censored as the line is written.
 * Serializers rather than pino's `redact` paths: its redactor parsed every path again for every line, 2 KB of
 * garbage per request on the gateway's hot path, for lines that at `info` carry no headers at all.
 */
export const censorRequest = (request: unknown): unknown => censorHeaders(request, REQUEST_SECRET_HEADERS);
export const censorResponse = (response: unknown): unknown => censorHeaders(response, RESPONSE_SECRET_HEADERS);
