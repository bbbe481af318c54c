// Security headers of the site's pages and of the remotes' files. deploy/nginx renders the same
// policy for the compose shell (40-remotes-json.sh); `node --test deploy/` checks that they agree.

const ORIGIN = /^(https?):\/\/((?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?(?=[/?#]|$)/i;
const SCHEME_RELATIVE = /^\/\/((?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?(?=[/?#]|$)/;

/**
 * The CSP source for one remotes.json entry: `scheme://host[:port]` for an absolute URL, `host[:port]`
 * for a scheme-relative one, null for a same-origin path ('self' covers it) or anything unusable.
 */
export function remoteSource(url) {
  if (typeof url !== 'string') return null;
  const absolute = ORIGIN.exec(url);
  if (absolute) return `${absolute[1].toLowerCase()}://${absolute[2].toLowerCase()}${absolute[3] ?? ''}`;
  const relative = SCHEME_RELATIVE.exec(url);
  return relative ? `${relative[1].toLowerCase()}${relative[2] ?? ''}` : null;
}

/** Sorted, distinct CSP sources of every remote a remotes.json (text or parsed) names. */
export function remoteSources(remotesJson) {
  let data = remotesJson;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return [];
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const sources = new Set(Object.values(data).map(remoteSource).filter(Boolean));
  return [...sources].sort();
}

/**
 * The shell's Content-Security-Policy. Remotes run as scripts in the shell's page: their origins may
 * serve script, CSS, images and fonts, and the MF runtime fetches their manifests. No inline script,
 * no eval; styles only from files (React's style props go through the CSSOM, which CSP allows).
 * Frames: the site's own, and the Build Studio preview's origin when it has one (PREVIEW_ORIGIN).
 * @param {string[]} remotes CSP sources of the remotes (remoteSources()).
 * @param {string[]} [frames] origins the site's pages may frame besides its own.
 */
export function contentSecurityPolicy(remotes, frames = []) {
  const withRemotes = (...sources) => [...sources, ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self'")}`,
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'")}`,
    "media-src 'self' data: blob:",
    `connect-src ${withRemotes("'self'")}`,
    ...(frames.length ? [["frame-src 'self'", ...frames].join(' ')] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Sent with everything the shell serves itself (never with proxied /api answers). */
export function shellHeaders(remotes, frames = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remotes, frames),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=()',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** Sent with everything a remote serves: a shell on any origin (remotes.json decides) loads it. */
export const REMOTE_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};
