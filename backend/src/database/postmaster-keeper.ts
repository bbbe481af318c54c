import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

/** The server a keeper looks after: its running process, and a way to start it again. */
export interface KeptServer {
  process(): ChildProcess | undefined;
  /** Resolves once the new server accepts connections; rejects if it exits first. */
  start(): Promise<void>;
}

export interface KeeperOptions {
  /** Run before each start (e.g. clearing the pid file a killed server left). */
  beforeStart(): Promise<void>;
  log: Logger;
  /** First wait after a failed start; doubles after each failure up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Starts the embedded PostgreSQL again whenever it exits without being asked to (killed, crashed, or
 * stopped by someone else): the process that owns it is the only one that will (README, "Embedded
 * PostgreSQL"). A start that fails (the dead server's backends may still hold its shared memory for a
 * moment) is tried again, less and less often, until one succeeds or the keeper is stopped.
 */
export class PostmasterKeeper {
  private stopped = false;
  private readonly stopping = new AbortController();
  private restarting: Promise<void> | null = null;

  constructor(
    private readonly server: KeptServer,
    private readonly options: KeeperOptions,
  ) {}

  /** Watches the running server; call once it has started. */
  watch(): void {
    const child = this.server.process();
    child?.once('exit', (code, signal) => {
      if (this.stopped) return;
      this.options.log.error(`embedded PostgreSQL (pid ${child.pid}) exited on its own (${signal ?? `code ${code}`}); starting it again`);
      this.restarting = this.restart().finally(() => {
        this.restarting = null;
      });
    });
  }

  /** No more restarts; resolves once a start under way has ended (its server is then the caller's to stop). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await this.restarting;
  }

  private async restart(): Promise<void> {
    let delayMs = this.options.firstDelayMs;
    for (let tries = 1; !this.stopped; tries += 1) {
      try {
        await this.options.beforeStart();
        await this.server.start();
        this.options.log.warn(`embedded PostgreSQL started again (pid ${this.server.process()?.pid}, after ${tries} ${tries === 1 ? 'try' : 'tries'})`);
        this.watch();
        return;
      } catch (error) {
        this.options.log.warn(`embedded PostgreSQL did not start again (try ${tries}): ${String(error ?? 'it exited')}; next try in ${delayMs} ms`);
        await sleep(delayMs, undefined, { signal: this.stopping.signal }).catch(() => undefined);
        delayMs = Math.min(delayMs * 2, this.options.maxDelayMs);
      }
    }
  }
}
