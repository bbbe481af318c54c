import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { BACKEND_DIR } from './build';
import { freePort } from './free-port';
import { childrenOf, isAlive } from './processes';
import { makeTempDir } from './temp-dir';
import { waitFor } from './wait-for';

/**
 * An embedded PostgreSQL of one test's own, which the test may stop, restart and freeze (the run's
 * shared server from global-setup must never be touched). Started through pg-server.mjs, like that one.
 */
export class PrivatePostgres {
  private server: ChildProcess | null = null;

  private constructor(
    private readonly dataDir: string,
    readonly port: number,
  ) {}

  static async start(label: string): Promise<PrivatePostgres> {
    const postgres = new PrivatePostgres(makeTempDir(label), await freePort());
    await postgres.restart();
    return postgres;
  }

  /** The app's database over TCP, as a separate database server is usually reached. */
  get url(): string {
    const password = readFileSync(path.join(this.dataDir, 'postgres-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${this.port}/atelier`;
  }

  /** Starts PostgreSQL again on the same data and port. */
  async restart(): Promise<void> {
    const server = spawn(process.execPath, [path.join(__dirname, 'pg-server.mjs'), this.dataDir, String(this.port)], {
      cwd: BACKEND_DIR,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`private PostgreSQL exited early with code ${code}`)));
      createInterface({ input: server.stdout! }).once('line', () => resolve());
    });
  }

  /** Fast shutdown, as `pg_ctl stop` and service managers do: sessions are ended, the server exits. */
  async stop(): Promise<void> {
    const postmaster = this.postmasterPid();
    process.kill(postmaster, 'SIGINT');
    await waitFor(() => !isAlive(postmaster), 'PostgreSQL to stop', 30_000);
    await this.endServerProcess();
  }

  /** SIGSTOP to the server and every backend: connections stay open and nothing answers. */
  freeze(): void {
    this.signalAll('SIGSTOP');
  }

  thaw(): void {
    this.signalAll('SIGCONT');
  }

  async dispose(): Promise<void> {
    if (this.server && this.server.exitCode === null) {
      try {
        this.thaw();
      } catch {
        // No postmaster.pid: PostgreSQL is already down; only the wrapper process is left to end.
      }
      const exited = once(this.server, 'exit');
      this.server.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private postmasterPid(): number {
    return Number(readFileSync(path.join(this.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  private signalAll(signal: NodeJS.Signals): void {
    const postmaster = this.postmasterPid();
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      try {
        process.kill(pid, signal);
      } catch (error) {
        // A backend that ended between listing and signalling is fine; anything else is not.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  }

  /** pg-server.mjs outlives a PostgreSQL stopped under it; ended here so a restart starts clean. */
  private async endServerProcess(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
}
