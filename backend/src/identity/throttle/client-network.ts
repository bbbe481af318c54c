import { isIPv4, isIPv6 } from 'node:net';

/**
 * What per-IP limits count by: the IPv4 address, or the /64 network of an IPv6 address, since one
 * IPv6 subscriber usually holds a whole /64 and could otherwise change address per attempt.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in, zone and leading zeros dropped. */
function expandIPv6(ip: string): string[] {
  const address = ip.toLowerCase().split('%')[0];
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}

/** An embedded IPv4 tail (64:ff9b::192.0.2.1) is two groups. */
function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
