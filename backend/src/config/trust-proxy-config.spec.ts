import express from 'express';
import { EnvReader } from './env.reader';
import { readTrustProxy } from './trust-proxy-config';

function read(value?: string): { trust: ReturnType<typeof readTrustProxy>; errors: string[] } {
  const reader = new EnvReader({ TRUST_PROXY: value });
  return { trust: readTrustProxy(reader), errors: reader.errors };
}

/** Express's own verdict: does it take X-Forwarded-For from a peer at `address`? */
function trusts(setting: ReturnType<typeof readTrustProxy>, address: string): boolean {
  const app = express();
  app.set('trust proxy', setting);
  return (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0);
}

describe(readTrustProxy.name, () => {
  it('trusts only loopback by default, not private networks', () => {
    const { trust, errors } = read(undefined);

    expect(errors).toEqual([]);
    expect(trusts(trust, '127.0.0.1')).toBe(true);
    expect(trusts(trust, '::1')).toBe(true);
    for (const address of ['10.1.2.3', '172.18.0.5', '192.168.1.20', 'fd00::2', 'fe80::1', '203.0.113.9']) {
      expect(trusts(trust, address)).toBe(false);
    }
  });

  it('takes named ranges, addresses and CIDR ranges', () => {
    const { trust, errors } = read('uniquelocal, 203.0.113.9, 198.51.100.0/24, 2001:db8::/32');

    expect(errors).toEqual([]);
    expect(trust).toEqual(['uniquelocal', '203.0.113.9', '198.51.100.0/24', '2001:db8::/32']);
    expect(trusts(trust, '172.18.0.5')).toBe(true);
    expect(trusts(trust, '198.51.100.77')).toBe(true);
    expect(trusts(trust, '127.0.0.1')).toBe(false);
  });

  it('takes a hop count, and none', () => {
    expect(read('1').trust).toBe(1);
    expect(read('none').trust).toEqual([]);
    expect(trusts(read('none').trust, '127.0.0.1')).toBe(false);
  });

  it('refuses true and anything it cannot read, naming the entry', () => {
    expect(read('true').errors[0]).toMatch(/TRUST_PROXY=true would let any client choose its own address/);
    expect(read('loopback, proxy.internal').errors).toEqual([
      'TRUST_PROXY entry "proxy.internal" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range (e.g. 10.0.0.0/8)',
    ]);
    expect(read('10.0.0.0/33').errors).toHaveLength(1);
    expect(read('11').errors).toHaveLength(1);
  });
});
