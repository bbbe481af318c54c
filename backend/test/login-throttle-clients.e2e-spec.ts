import { PASSWORD, USER_AGENTS, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

interface Client {
  ip: string;
  userAgent?: string;
  clientId?: string;
}

/** Sign-in limits per client (default settings): failures lock out the client they come from, not the owner. */
describe('/api/auth/login throttling per client', () => {
  const suite = useSuiteServer('throttle_clients');

  const login = (email: string, password: string, client: Client) => {
    const call = suite.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', client.ip)
      .set('User-Agent', client.userAgent ?? USER_AGENTS.chromeLinux);
    if (client.clientId) call.set('X-Client-Id', client.clientId);
    return call.send({ email, password });
  };

  it('locks out the client that made five wrong guesses, while the owner on another client signs in', async () => {
    const account = await signUp(suite.http);
    const guesser = { ip: uniqueIp() };
    for (let attempt = 0; attempt < 5; attempt += 1) await login(account.email, 'wrong-password-1', guesser).expect(401);

    const locked = await login(account.email, PASSWORD, guesser).expect(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    await login(account.email, PASSWORD, { ip: uniqueIp() }).expect(200);
    // Another browser on the guesser's own network is another client too.
    await login(account.email, PASSWORD, { ip: guesser.ip, userAgent: USER_AGENTS.safariIphone }).expect(200);
  });

  it('lets the owner in after five wrong passwords from anywhere', async () => {
    const account = await signUp(suite.http);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(account.email, 'wrong-password-1', { ip: uniqueIp() }).expect(401);
    }

    await login(account.email, PASSWORD, { ip: uniqueIp() }).expect(200);
  });

  it('tells clients apart by the id they send, on one network and one browser', async () => {
    const account = await signUp(suite.http);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(account.email, 'wrong-password-1', { ip, clientId: 'guesser01' }).expect(401);
    }

    await login(account.email, PASSWORD, { ip, clientId: 'guesser01' }).expect(429);
    await login(account.email, PASSWORD, { ip, clientId: 'owner0001' }).expect(200);
  });
});

/** The ceilings behind the per-client lock, with small settings so a few attempts reach them. */
describe('/api/auth/login throttling per client and per network', () => {
  const suite = useSuiteServer('throttle_network', { LOGIN_MAX_ATTEMPTS_PER_CLIENT: '2', LOGIN_MAX_ATTEMPTS_PER_IP: '5' });

  const attempt = (clientId: string, from: string) =>
    suite.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', from)
      .set('X-Client-Id', clientId)
      .send({ email: uniqueEmail(), password: 'wrong-password-1' });

  it('limits one client across addresses, and leaves the rest of its network alone', async () => {
    const ip = uniqueIp();
    await attempt('sprayer01', ip).expect(401);
    await attempt('sprayer01', ip).expect(401);

    await attempt('sprayer01', ip).expect(429);
    await attempt('neighbour', ip).expect(401);
  });

  it('stops a network that changes client id at every attempt at its own, higher ceiling', async () => {
    const ip = uniqueIp();
    for (const clientId of ['rotating1', 'rotating1', 'rotating2', 'rotating2', 'rotating3']) await attempt(clientId, ip).expect(401);

    await attempt('rotating3', ip).expect(429);
    await attempt('rotating4', ip).expect(429);
    await attempt('rotating4', uniqueIp()).expect(401);
  });
});
