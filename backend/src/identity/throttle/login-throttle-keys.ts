import type { ClientInfo } from '../http/client-info';
import { clientNetwork } from './client-network';

/**
 * One client, for sign-in limits: the browser's own id (X-Client-Id) when it sends one, otherwise its
 * User-Agent, and always its network, so the same browser elsewhere is another client. A client can
 * be faked at will; that is why the per-network and per-address ceilings stand behind it.
 */
export function clientKey(client: ClientInfo): string {
  const device = client.clientId ? { id: client.clientId } : { ua: client.userAgent ?? '' };
  return JSON.stringify([clientNetwork(client.ip), device]);
}

/** The counters a password sign-in passes, most general first (stored hashed, see AuthThrottleService). */
export interface LoginThrottleKeys {
  /** Attempts from one IPv4 address or IPv6 /64: the high ceiling for a whole network (an office, a NAT). */
  network: string;
  /** Attempts of one client, whatever the address. */
  client: string;
  /** Failures of one address on one client: locks that client out of that account only. */
  emailOnClient: string;
  /** Failures of one address from everywhere: the much higher ceiling against guessing from many clients. */
  email: string;
}

export function loginThrottleKeys(email: string, client: ClientInfo): LoginThrottleKeys {
  const key = clientKey(client);
  return {
    network: `login:ip:${clientNetwork(client.ip)}`,
    client: `login:client:${key}`,
    emailOnClient: `login:email-client:${JSON.stringify([email, key])}`,
    email: `login:email:${email}`,
  };
}
