import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { DIRECT_DATABASE_URL } from '../database/database.tokens';
import type { JobStatus } from './job-record';

/** What the `atelier_jobs` channel says about a changed job (see the jobs migration's trigger). */
export interface JobChange {
  id: string;
  version: number;
  status: JobStatus;
  progress: number;
  stage: string | null;
  attempt: number;
  /** A batch's items changed (they are read from the row: too large for the notification). */
  items_changed?: boolean;
}

export const JOB_CHANNEL = 'atelier_jobs';
const RECONNECT_DELAY_MS = 1_000;

type Listener = (change: JobChange) => void;

/**
 * Job changes as they commit, from any process: one LISTEN connection per process (opened on the first
 * subscription), fanned out to the subscribers of each job. A dropped connection is reopened and every
 * subscriber is told with a `null` change, so it can re-read the row and miss nothing.
 */
@Injectable()
export class JobEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(JobEvents.name);
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resyncs = new Set<() => void>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(@Inject(DIRECT_DATABASE_URL) private readonly url: string) {}

  /** Resolves once the subscription is live, so a read made after it cannot miss a later change. */
  async subscribe(id: string, listener: Listener, onResync?: () => void): Promise<() => void> {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    if (onResync) this.resyncs.add(onResync);
    const unsubscribe = () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(id);
      if (onResync) this.resyncs.delete(onResync);
    };
    try {
      await this.connect();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: 'atelier-job-events', keepAlive: true, connectionTimeoutMillis: 5_000 });
    // Listening before connecting: pg emits 'error' for a connection cut even while a query is pending, and
    // an 'error' nobody listens to would end the process. Until `this.client` is set, lose() ignores it.
    const lost = () => this.lose(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel !== JOB_CHANNEL || !message.payload) return;
      const change = JSON.parse(message.payload) as JobChange;
      for (const listener of this.listeners.get(change.id) ?? []) listener(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${JOB_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('job events are closed');
    }
    this.client = client;
  }

  private lose(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn('job events connection lost; reconnecting');
    const retry = () => {
      if (this.closed || !this.listeners.size) return;
      this.connect().then(
        () => this.resyncs.forEach((resync) => resync()),
        () => setTimeout(retry, RECONNECT_DELAY_MS).unref(),
      );
    };
    retry();
  }
}
