import { type Socket, connect } from 'node:net';
import { type RunningServer, SHUTDOWN_CONNECTION_GRACE_MS } from '../src/server';
import { startInProcessServer } from './support/in-process-server';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { scaled } from './support/time-factor';

/**
 * A shutdown lets answers in flight finish, but not forever: a client that stalls (an upload that stops
 * sending, a download nobody reads) held `close()` — and so a SIGTERM'd process — until its own timeout.
 */
describe('shutting down with a connection that never finishes', () => {
  let database: TestDatabase;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('shutdown', { migrated: true });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('cuts it after the grace and finishes closing', async () => {
    server = await startInProcessServer({ DATABASE_URL: database.url, BACKEND_MODULES: 'health' });
    const { port } = new URL(server.url);
    // A multipart upload may take HTTP_UPLOAD_TIMEOUT_SECONDS (120 s); this one stops after its first bytes.
    const socket: Socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 10000000\r\n\r\n--b\r\n');
    const cut = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    socket.on('error', () => undefined).resume();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    const closing = server.close();
    server = undefined;
    await closing;
    const cutAt = await cut;

    // Not before the grace: answers in flight get their time.
    expect(cutAt - started).toBeGreaterThanOrEqual(SHUTDOWN_CONNECTION_GRACE_MS - 50);
  }, scaled(60_000));
});
