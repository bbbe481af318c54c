import { isIP } from 'node:net';
import type { EnvReader } from './env.reader';

/**
 * Who may set X-Forwarded-For (Express's `trust proxy`): the proxies' addresses — `loopback`,
 * `linklocal`, `uniquelocal` (private ranges), IP addresses, CIDR ranges — or a hop count: the number
 * of proxies in front that append to the header (1 behind compose's nginx). An empty list trusts none.
 */
export type TrustProxy = readonly string[] | number;

export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

export function readTrustProxy(read: EnvReader): TrustProxy {
  const value = read.raw('TRUST_PROXY');
  if (value === undefined) return DEFAULT_TRUST_PROXY;
  if (/^\d+$/.test(value)) {
    if (Number(value) <= MAX_HOPS) return Number(value);
    read.errors.push(`TRUST_PROXY as a hop count must be 0–${MAX_HOPS} (got "${value}")`);
    return DEFAULT_TRUST_PROXY;
  }
  if (['none', 'false'].includes(value.toLowerCase())) return [];
  if (value.toLowerCase() === 'true') {
    read.errors.push(
      'TRUST_PROXY=true would let any client choose its own address; name the proxies (e.g. 10.0.0.0/8, uniquelocal) ' +
        'or give the number of proxies in front (e.g. 1)',
    );
    return DEFAULT_TRUST_PROXY;
  }
  const entries = read.list('TRUST_PROXY') ?? [];
  for (const entry of entries.filter((e) => !isProxyEntry(e))) {
    read.errors.push(
      `TRUST_PROXY entry "${entry}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range (e.g. 10.0.0.0/8)`,
    );
  }
  return entries.filter(isProxyEntry);
}

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
