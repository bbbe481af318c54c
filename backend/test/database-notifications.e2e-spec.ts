import { DatabaseNotifications } from '../src/database/database-notifications';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

/** The process's one LISTEN connection for every channel (ARCHITECTURE.md §5), against a real PostgreSQL. */
describe('database notifications (real PostgreSQL)', () => {
  let database: TestDatabase;
  let notifications: DatabaseNotifications;

  beforeAll(async () => {
    database = await createTestDatabase('notifications');
  });

  beforeEach(() => {
    notifications = new DatabaseNotifications(database.url);
  });

  afterEach(async () => {
    await notifications.onApplicationShutdown();
  });

  afterAll(async () => {
    await database?.drop();
  });

  const notify = (channel: string, payload: string) => database.query('SELECT pg_notify($1, $2)', [channel, payload]);
  const listeningConnections = async () =>
    (await database.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'atelier-notifications'", [database.name])).map((row) => row.pid);

  it('delivers each channel to its own subscribers, over one connection, from when listen() resolves', async () => {
    const jobs: string[] = [];
    const keys: string[] = [];
    const alsoKeys: string[] = [];
    await notifications.listen('atelier_test_jobs', (payload) => jobs.push(payload));
    await notifications.listen('atelier_test_keys', (payload) => keys.push(payload));
    const stop = await notifications.listen('atelier_test_keys', (payload) => alsoKeys.push(payload));

    await notify('atelier_test_jobs', 'job-1');
    await notify('atelier_test_keys', 'key-1');
    await waitFor(() => jobs.length === 1 && keys.length === 1 && alsoKeys.length === 1, 'both channels delivered');
    expect(jobs).toEqual(['job-1']);
    expect(keys).toEqual(['key-1']);
    expect(alsoKeys).toEqual(['key-1']);
    expect(await listeningConnections()).toHaveLength(1);

    stop();
    await notify('atelier_test_keys', 'key-2');
    await waitFor(() => keys.length === 2, 'the second key');
    expect(alsoKeys).toEqual(['key-1']);
  });

  it('reopens a dropped connection, listens to every channel again and tells each subscriber to re-read', async () => {
    const keys: string[] = [];
    let resyncs = 0;
    await notifications.listen('atelier_test_keys', (payload) => keys.push(payload), () => (resyncs += 1));
    const [first] = await listeningConnections();
    await database.query('SELECT pg_terminate_backend($1)', [first]);

    await waitFor(() => resyncs === 1, 'the subscriber told to re-read');
    const [second] = await listeningConnections();
    expect(second).not.toBe(first);
    await notify('atelier_test_keys', 'after');
    await waitFor(() => keys.includes('after'), 'a notification over the new connection');
  });

  it('refuses a channel name it would have to quote, and a subscriber that throws stops no other', async () => {
    await expect(notifications.listen('jobs; DROP TABLE users', () => undefined)).rejects.toThrow('not a channel name');
    const seen: string[] = [];
    await notifications.listen('atelier_test_keys', () => {
      throw new Error('a broken subscriber');
    });
    await notifications.listen('atelier_test_keys', (payload) => seen.push(payload));
    await notify('atelier_test_keys', 'still');
    await waitFor(() => seen.length === 1, 'the second subscriber');
  });
});
