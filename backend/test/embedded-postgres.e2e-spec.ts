import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { childrenOf, isAlive } from './support/processes';
import { makeTempDir } from './support/temp-dir';
import { waitFor } from './support/wait-for';

describe('embedded PostgreSQL (DATABASE_URL unset)', () => {
  const dataDir = makeTempDir('embedded');
  const clusterDir = path.join(dataDir, 'postgres');
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const running: AppProcess[] = [];
  let env: Record<string, string>;

  const start = (overrides: Record<string, string> = {}) => {
    const app = new AppProcess({ ...env, ...overrides });
    running.push(app);
    return app;
  };
  const postmasterPid = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const installationId = async (): Promise<string> => {
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new Client({
      host: '127.0.0.1',
      port: Number(env.EMBEDDED_PG_PORT),
      user: 'postgres',
      password,
      database: 'atelier',
    });
    await client.connect();
    try {
      return (await client.query("SELECT value FROM app_meta WHERE key = 'installation_id'")).rows[0].value;
    } finally {
      await client.end();
    }
  };

  /**
   * The app's health once it reports its database up. Its ping allows the database 1 s, which the first ping of a
   * fresh app (a new connection, its scram handshake) can miss on a busy machine: the test waits on the answer
   * instead, within a budget scaled to the machine.
   */
  const healthOnceUp = async (url: string): Promise<Record<string, unknown>> => {
    let body: Record<string, unknown> = {};
    await waitFor(async () => {
      const answer = await fetch(`${url}/health`);
      body = (await answer.json()) as Record<string, unknown>;
      return answer.status === 200;
    }, 'health to report the database up');
    return body;
  };

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
  });

  afterAll(async () => {
    await Promise.all(running.map((app) => app.stop('SIGKILL')));
    if (existsSync(pidFile) && isAlive(postmasterPid())) process.kill(postmasterPid(), 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  let firstInstallationId: string;
  /** The app process currently serving (each recovery test replaces it). */
  let serving: AppProcess;

  it('initialises a cluster in DATA_DIR on first start and serves with it', async () => {
    const app = start();
    const url = await app.ready(60_000);
    serving = app;

    const health = await healthOnceUp(url);
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
    expect(statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
    firstInstallationId = await installationId();
  });

  it('recovers after a kill -9 that leaves a stale postmaster.pid, reusing the data', async () => {
    const crashed = serving;
    const postgresPid = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // PostgreSQL runs as its own process and outlives the app; kill it hard too, then wait for its
    // backends, which hold shared memory a new server would refuse to share.
    const backends = childrenOf(postgresPid);
    process.kill(postgresPid, 'SIGKILL');
    await waitFor(() => ![postgresPid, ...backends].some(isAlive), 'the killed PostgreSQL to go away');
    expect(existsSync(pidFile)).toBe(true);

    const restarted = start();
    const url = await restarted.ready();
    serving = restarted;

    expect(await healthOnceUp(url)).toMatchObject({ status: 'ok', database: 'up' });
    expect(restarted.stdout).toContain('removed a stale postmaster.pid');
    expect(restarted.stdout).not.toContain('initialising embedded PostgreSQL');
    expect(await installationId()).toBe(firstInstallationId);
  });

  it('stops the PostgreSQL orphaned by a kill -9 of the app, then starts again on the same data', async () => {
    const crashed = serving;
    const orphan = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(isAlive(orphan)).toBe(true);

    const restarted = start();
    const url = await restarted.ready();
    serving = restarted;

    expect(await healthOnceUp(url)).toMatchObject({ status: 'ok', database: 'up' });
    expect(restarted.stdout).toContain(`stopped an orphaned embedded PostgreSQL (pid ${orphan})`);
    expect(isAlive(orphan)).toBe(false);
    expect(await installationId()).toBe(firstInstallationId);
  });

  it('starts its PostgreSQL again when it dies under the running app (kill -9), and serves with the same data', async () => {
    const app = serving;
    const url = /listening on (http:\/\/\S+)/.exec(app.stdout)![1];
    const dead = postmasterPid();
    const backends = childrenOf(dead);
    const killedAt = Date.now();
    process.kill(dead, 'SIGKILL');
    // Until its backends are gone, a pooled connection may still answer: only what comes after counts.
    await waitFor(() => ![dead, ...backends].some(isAlive), 'the killed PostgreSQL to go away');

    // No event says when the app can reach its database again; its health says so.
    await waitFor(async () => (await fetch(`${url}/health`)).status === 200, 'health to answer 200 again', 30_000);
    console.log(`embedded PostgreSQL killed under the app: health answered 200 again after ${Date.now() - killedAt} ms`);

    expect(isAlive(dead)).toBe(false);
    expect(postmasterPid()).not.toBe(dead);
    expect(isAlive(postmasterPid())).toBe(true);
    expect(app.child.exitCode).toBeNull();
    expect(app.stdout).toContain(`embedded PostgreSQL (pid ${dead}) exited on its own (SIGKILL); starting it again`);
    expect(await installationId()).toBe(firstInstallationId);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const intruder = start({ PORT: String(await freePort()) });

    expect((await intruder.exited).code).toBe(1);
    expect(intruder.stdout).toContain('Embedded PostgreSQL is already running');
  });

  it('exits 0 on SIGINT and stops its PostgreSQL', async () => {
    const app = serving;
    const postgresPid = postmasterPid();

    const exit = await app.stop('SIGINT');

    expect(exit).toEqual({ code: 0, signal: null });
    expect(isAlive(postgresPid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    expect(app.stdout).toContain('stopped cleanly');
  });
});
