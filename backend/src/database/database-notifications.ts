import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE_CONNECT_TIMEOUT_MS } from './database-timeouts';
import { DIRECT_DATABASE_URL } from './database.tokens';

const RECONNECT_DELAY_MS = 1_000;
/** Channel names are written into LISTEN, so only plain lower-case identifiers are taken. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

interface Subscriber {
  onMessage(payload: string): void;
  onResync?(): void;
}

/**
 * PostgreSQL notifications as they commit, from any process: one LISTEN connection per process for every
 * channel (opened on the first subscription), fanned out to each channel's subscribers (ARCHITECTURE.md §5).
 * Job changes and API key revocations use it. A dropped connection is reopened, every channel listened to
 * again, and every subscriber told (`onResync`), since what was sent meanwhile is lost: it re-reads or
 * forgets what it holds, and misses nothing.
 */
@Injectable()
export class DatabaseNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseNotifications.name);
  private readonly channels = new Map<string, Set<Subscriber>>();
  /** The channels LISTENed to on the current connection. */
  private readonly listening = new Set<string>();
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private closed = false;

  constructor(@Inject(DIRECT_DATABASE_URL) private readonly url: string) {}

  /**
   * Calls `onMessage` with each notification's payload on `channel`. Resolves once the channel is listened
   * to, so a read made after it cannot miss a later change; rejects (and subscribes nothing) when the
   * database cannot be reached. The function it gives ends the subscription.
   */
  async listen(channel: string, onMessage: (payload: string) => void, onResync?: () => void): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const subscriber: Subscriber = { onMessage, onResync };
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    const unsubscribe = () => {
      subscribers.delete(subscriber);
      if (!subscribers.size && this.channels.get(channel) === subscribers) this.channels.delete(channel);
    };
    try {
      const client = await this.connect();
      if (!this.listening.has(channel)) {
        await client.query(`LISTEN ${channel}`);
        if (this.client !== client) throw new Error('the notifications connection was lost');
        this.listening.add(channel);
      }
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

  private connect(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** A connection listening to every channel subscribed to now; `this.client` only once all of it worked. */
  private async open(): Promise<Client> {
    const client = new Client({ connectionString: this.url, application_name: 'atelier-notifications', keepAlive: true, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
    // Listening before connecting: pg emits 'error' for a connection cut even while a query is pending, and
    // an 'error' nobody listens to would end the process. Until `this.client` is set, lose() ignores it.
    const lost = () => this.lose(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', ({ channel, payload }) => {
      for (const subscriber of this.channels.get(channel) ?? []) this.deliver(() => subscriber.onMessage(payload ?? ''));
    });
    const channels = [...this.channels.keys()];
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('database notifications are closed');
    }
    this.listening.clear();
    for (const channel of channels) this.listening.add(channel);
    this.client = client;
    return client;
  }

  /** One subscriber's mistake neither stops the others nor the connection. */
  private deliver(call: () => void): void {
    try {
      call();
    } catch (error) {
      this.logger.error(`a notification subscriber failed: ${String(error)}`);
    }
  }

  private lose(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening.clear();
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn('database notifications connection lost; reconnecting');
    const retry = () => {
      if (this.closed || !this.channels.size) return;
      this.connect().then(
        () => {
          for (const subscribers of this.channels.values()) for (const subscriber of subscribers) if (subscriber.onResync) this.deliver(() => subscriber.onResync!());
        },
        () => setTimeout(retry, RECONNECT_DELAY_MS).unref(),
      );
    };
    // After the current turn: a subscription whose LISTEN failed with this connection has let go by then.
    setImmediate(retry);
  }
}
