import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import type { RunningServer } from '../src/server';
import { uniqueEmail, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { type TestDatabase, createTestDatabase } from './support/test-database';

/** Per-IP sign-in limit of these servers: the third attempt from one address is refused. */
const ATTEMPTS_PER_IP = '2';

/** A private (RFC 1918 / unique local) address of this machine other than loopback, if it has one. */
function privateAddress(): { address: string; family: 'IPv4' | 'IPv6' } | undefined {
  const isPrivate = (address: string) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|f[cd][0-9a-f]{2}:)/i.test(address);
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && isPrivate(entry.address)) as { address: string; family: 'IPv4' | 'IPv6' } | undefined;
}

/** POST /api/auth/login from `localAddress` to the server's port, claiming `forwardedFor`. */
function loginFrom(server: RunningServer, localAddress: string, forwardedFor: string): Promise<number> {
  const { port } = server.app.getHttpServer().address() as AddressInfo;
  const body = JSON.stringify({ email: uniqueEmail(), password: 'wrong-password-1' });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: localAddress,
        localAddress,
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Forwarded-For': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('X-Forwarded-For is believed only from TRUST_PROXY', () => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];

  const start = async (env: Record<string, string>) => {
    const server = await startInProcessServer({ DATABASE_URL: database.url, LOGIN_MAX_ATTEMPTS_PER_IP: ATTEMPTS_PER_IP, ...env });
    servers.push(server);
    return server;
  };
  const login = (server: RunningServer, forwardedFor: string) =>
    request(server.app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email: uniqueEmail(), password: 'wrong-password-1' });

  beforeAll(async () => {
    database = await createTestDatabase('trust_proxy', { migrated: true });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
  });

  it('ignores the header from a peer that is not a configured proxy, so rotating it gains nothing', async () => {
    const server = await start({ TRUST_PROXY: '10.0.0.0/8' });

    await login(server, uniqueIp()).expect(401);
    await login(server, uniqueIp()).expect(401);
    await login(server, uniqueIp()).expect(429);
  });

  it('takes the client address from a trusted proxy (loopback by default)', async () => {
    const server = await start({});

    for (let attempt = 0; attempt < 3; attempt += 1) await login(server, uniqueIp()).expect(401);
  });

  it('with a hop count, takes the address the nearest proxy appended, not what the client claimed', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const client = uniqueIp();

    await login(server, `${uniqueIp()}, ${client}`).expect(401);
    await login(server, `${uniqueIp()}, ${client}`).expect(401);
    await login(server, `${uniqueIp()}, ${client}`).expect(429);
  });

  const lan = privateAddress();
  (lan ? it : it.skip)(`ignores it by default from a private-network peer (${lan?.address ?? 'none on this host'})`, async () => {
    const server = await start({ HOST: lan!.family === 'IPv6' ? '::' : '0.0.0.0' });

    expect(await loginFrom(server, lan!.address, uniqueIp())).toBe(401);
    expect(await loginFrom(server, lan!.address, uniqueIp())).toBe(401);
    expect(await loginFrom(server, lan!.address, uniqueIp())).toBe(429);
  });
});
