// The request line's target, read as an origin server must: only its path and query ever count.

/**
 * @typedef {{ path: string, query: string, segments: string[], pathname: string }} RequestTarget
 *   path: the path as received (still percent-encoded), what a proxy forwards;
 *   query: '' or the query with its leading '?';
 *   segments: decoded path segments, empty ones dropped (nginx's merge_slashes);
 *   pathname: '/' + segments, with a trailing '/' kept.
 */

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * An absolute-form target (`http://other/x`) keeps only its path, and `//host/x` is a path, so no
 * target can name another host. Returns null for what no valid request sends: asterisk or authority
 * form, malformed percent-encoding, NUL, or `.`/`..` segments (browsers resolve those before sending).
 * @param {string} target
 * @returns {RequestTarget | null}
 */
export function readRequestTarget(target) {
  let rest = target;
  if (!rest.startsWith('/')) {
    const absolute = ABSOLUTE_FORM.exec(rest);
    if (!absolute) return null;
    rest = rest.slice(absolute[0].length);
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  const fragment = rest.indexOf('#');
  if (fragment >= 0) rest = rest.slice(0, fragment);
  const mark = rest.indexOf('?');
  const path = mark >= 0 ? rest.slice(0, mark) : rest;
  const query = mark >= 0 ? rest.slice(mark) : '';

  const segments = [];
  for (const raw of path.split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('\0') || segment === '.' || segment === '..') return null;
    if (segment) segments.push(segment);
  }
  const trailing = segments.length > 0 && path.endsWith('/') ? '/' : '';
  return { path, query, segments, pathname: `/${segments.join('/')}${trailing}` };
}

/** Whether a target lies under a path prefix such as `/api` (the prefix itself included). */
export function isUnder(target, prefix) {
  return target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
}
