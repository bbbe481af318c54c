import { type Server, type Socket, connect, createServer } from 'node:net';
import { ProcessLease } from '../src/database/process-lease';
import { DatabaseNotifications } from '../src/database/database-notifications';
import { JobEvents } from '../src/jobs/job-events.service';
import { type TestDatabase, createTestDatabase } from './support/test-database';

/**
 * A TCP proxy in front of the run's PostgreSQL that cuts the first connection whose client sends a query
 * containing `marker` (the moment between "connected" and "set up" of a long-lived connection), and lets
 * every later one through.
 */
async function startCuttingProxy(target: URL, marker: string): Promise<{ url: (database: string) => string; cuts: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let cuts = 0;
  const server: Server = createServer((client) => {
    // The run's server is reached over its Unix socket (`?host=/dir`), or else over TCP.
    const socketDir = target.searchParams.get('host');
    const upstream = socketDir ? connect(`${socketDir}/.s.PGSQL.${target.port}`) : connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (cuts === 0 && chunk.includes(marker)) {
        cuts += 1;
        drop();
      } else upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (database) => {
      const url = Object.assign(new URL(target.toString()), { host: `127.0.0.1:${port}`, pathname: `/${database}` });
      url.searchParams.delete('host');
      return url.toString();
    },
    cuts: () => cuts,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * pg emits 'error' on a client whose connection is cut even while a query of it is pending. A long-lived
 * connection that listened for errors only once set up turned such a cut into an uncaught exception: the
 * process died (in Jest, whatever suite was running failed outside its tests).
 */
describe('a connection cut while it is being set up', () => {
  let database: TestDatabase;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase('cut');
    process.on('uncaughtException', record);
  });

  afterAll(async () => {
    process.off('uncaughtException', record);
    await database?.drop();
  });

  it('fails the job-events subscription, with no uncaught error, and the next one connects', async () => {
    const proxy = await startCuttingProxy(new URL(process.env.ATELIER_TEST_ADMIN_URL!), 'LISTEN atelier_jobs');
    const notifications = new DatabaseNotifications(proxy.url(database.name));
    const events = new JobEvents(notifications);
    try {
      await expect(events.subscribe('job-1', () => undefined)).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(proxy.cuts()).toBe(1);
      expect(uncaught).toEqual([]);
      const unsubscribe = await events.subscribe('job-1', () => undefined);
      unsubscribe();
    } finally {
      await notifications.onApplicationShutdown();
      await proxy.close();
    }
  });

  it('fails taking the process lease, with no uncaught error, and the next attempt takes one', async () => {
    const proxy = await startCuttingProxy(new URL(process.env.ATELIER_TEST_ADMIN_URL!), 'pg_try_advisory_lock');
    const lease = new ProcessLease(proxy.url(database.name));
    try {
      await expect(lease.key()).rejects.toThrow('The process lease could not be taken');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(proxy.cuts()).toBe(1);
      expect(uncaught).toEqual([]);
      await expect(lease.key()).resolves.toBeGreaterThan(0);
    } finally {
      await lease.onApplicationShutdown();
      await proxy.close();
    }
  });
});
