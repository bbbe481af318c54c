// What a static server sends for a file: its bytes, brotli or gzip, compressed once per file version
// (hashed assets never change) and kept in memory, with an ETag per representation.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing (nginx: gzip_types); images, fonts and media are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
/** Below this a compressed body saves less than its headers cost (nginx: gzip_min_length). */
const MIN_COMPRESSED_SIZE = 1024;
/** Larger files are streamed from disk as they are. */
const MAX_CACHED_SIZE = 8 * 1024 * 1024;
/** A long-running server sees rebuilds; forget everything rather than grow without bound. */
const MAX_ENTRIES = 4000;

/**
 * Picks the response encoding from Accept-Encoding: the highest q of br and gzip, brotli on a tie
 * (smaller), identity when neither is acceptable.
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  const weights = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.map((p) => /^q=([0-9.]+)$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) || 0 : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/** Fast brotli for the first request; the best quality replaces it in the background. */
const BROTLI_FIRST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const BROTLI_BEST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };

let upgrades = Promise.resolve();
/** One best-quality recompression at a time: it must not compete with requests on a 2-core machine. */
function upgradeLater(entry, identity) {
  upgrades = upgrades
    .then(() => brotli(identity, { ...BROTLI_BEST, params: { ...BROTLI_BEST.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }))
    .then((best) => {
      entry.br = Promise.resolve(best);
    })
    .catch(() => undefined);
}

/** @type {Map<string, { version: string, identity: Promise<Buffer>, br?: Promise<Buffer>, gzip?: Promise<Buffer> }>} */
const entries = new Map();

function entryFor(source) {
  const version = `${source.mtimeMs}:${source.size}`;
  let entry = entries.get(source.key);
  if (!entry || entry.version !== version) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entry = { version, identity: source.body ? Promise.resolve(source.body) : readFile(source.key) };
    entry.identity.catch(() => entries.delete(source.key));
    entries.set(source.key, entry);
  }
  return entry;
}

async function compressed(entry, encoding) {
  if (!entry[encoding]) {
    entry[encoding] = entry.identity.then(async (identity) => {
      if (encoding === 'gzip') return gzip(identity, { level: 9 });
      const fast = await brotli(identity, BROTLI_FIRST);
      upgradeLater(entry, identity);
      return fast;
    });
  }
  return entry[encoding];
}

/**
 * @typedef {{ key: string, extension: string, size: number, mtimeMs: number, body?: Buffer, tag?: string }} BodySource
 *   key: the file's full path (or a unique name for a generated body); body and tag (a digest for
 *   the ETag): given for generated bodies.
 * @typedef {{ encoding: 'br' | 'gzip' | 'identity', etag: string, vary: boolean, body: Buffer | null }} Representation
 *   body null: stream the file from disk (size bytes).
 */

/**
 * The representation of a file for a request's Accept-Encoding. ETags follow nginx (mtime-size in
 * hex); compressed ones are weak and per encoding, so a cache never mixes them up.
 * @param {BodySource} source
 * @returns {Promise<Representation>}
 */
export async function representation(source, acceptEncoding) {
  const base = source.tag ?? `${Math.floor(source.mtimeMs).toString(16)}-${source.size.toString(16)}`;
  const compressible = COMPRESSIBLE.has(source.extension);
  const encoding = compressible && source.size >= MIN_COMPRESSED_SIZE && source.size <= MAX_CACHED_SIZE ? pickEncoding(acceptEncoding) : 'identity';
  if (encoding !== 'identity') {
    return { encoding, etag: `W/"${base}-${encoding}"`, vary: true, body: await compressed(entryFor(source), encoding) };
  }
  const cached = source.body || (compressible && source.size <= MAX_CACHED_SIZE);
  return { encoding, etag: `"${base}"`, vary: compressible, body: cached ? await entryFor(source).identity : null };
}

/** If-None-Match (weak comparison, as for GET) or, without it, If-Modified-Since: may the client reuse its copy? */
export function isNotModified(headers, etag, mtimeMs) {
  const match = headers['if-none-match'];
  if (match !== undefined) {
    const wanted = etag.replace(/^W\//, '');
    return match.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t.replace(/^W\//, '') === wanted;
    });
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}
