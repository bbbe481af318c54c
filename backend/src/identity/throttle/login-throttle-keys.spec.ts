import { clientKey, loginThrottleKeys } from './login-throttle-keys';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';

describe(clientKey.name, () => {
  it('names a client by its own id when it sends one, whatever its browser', () => {
    expect(clientKey({ ip: '203.0.113.7', userAgent: chrome, clientId: 'k3j9x0a1b' })).toBe(
      clientKey({ ip: '203.0.113.7', userAgent: safari, clientId: 'k3j9x0a1b' }),
    );
    expect(clientKey({ ip: '203.0.113.7', clientId: 'k3j9x0a1b' })).not.toBe(clientKey({ ip: '203.0.113.7', clientId: 'other' }));
  });

  it('falls back to the browser, within one network', () => {
    expect(clientKey({ ip: '203.0.113.7', userAgent: chrome })).not.toBe(clientKey({ ip: '203.0.113.7', userAgent: safari }));
    expect(clientKey({ ip: '203.0.113.7', userAgent: chrome })).not.toBe(clientKey({ ip: '203.0.113.8', userAgent: chrome }));
    expect(clientKey({ ip: '2001:db8::1', userAgent: chrome })).toBe(clientKey({ ip: '2001:db8::2', userAgent: chrome }));
  });
});

describe(loginThrottleKeys.name, () => {
  it('counts per network, per client, per address on a client, and per address', () => {
    const here = loginThrottleKeys('ada@example.com', { ip: '203.0.113.7', userAgent: chrome });
    const elsewhere = loginThrottleKeys('ada@example.com', { ip: '198.51.100.4', userAgent: chrome });

    expect(here.email).toBe(elsewhere.email);
    expect(here.emailOnClient).not.toBe(elsewhere.emailOnClient);
    expect(here.client).not.toBe(elsewhere.client);
    expect(here.network).toBe('login:ip:203.0.113.7');
    expect(new Set(Object.values(here)).size).toBe(4);
  });
});
