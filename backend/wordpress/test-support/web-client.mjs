// A cookie-keeping HTTP client and the HTML helpers the WordPress suite reads pages with.
import assert from 'node:assert/strict';

// ---------- HTTP ----------

/** fetch with a cookie jar, as a browser keeps a WordPress session. */
export function browser() {
  const jar = new Map();
  return async (url, init = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
      signal: AbortSignal.timeout(150_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  };
}

export const form = (fields) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export function hiddenField(html, name) {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  assert.ok(match, `no hidden field ${name} in the page`);
  return match[1].replace(/&amp;/g, '&');
}

/** Visible text of some HTML, for comparing with the API's plain text. */
export function textOf(html) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#0?39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;|&#0?34;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#8217;|&#8216;/g, "'")
    .replace(/&#8220;|&#8221;/g, '"')
    .replace(/&#8211;/g, '–')
    .replace(/&#8212;/g, '—')
    .replace(/&#8230;/g, '…')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export const plain = (text) => text.replace(/['"‘’“”]/g, "'").replace(/\s+/g, ' ').trim();

export function escapeAttribute(value) {
  return value.replace(/&/g, '&#038;').replace(/"/g, '&quot;');
}

