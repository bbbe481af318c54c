import { AppFleet, type StartedApp } from './app-fleet';
import { GatedOpenAiServer } from './gated-openai-server';
import { makeTempDir } from './temp-dir';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * Real backend processes on one database whose text and image engines call a gated upstream: the first one is
 * SIGKILLed with work in flight, then `restart` starts another on the same database to clean up after it.
 */
export class CrashRig {
  database!: TestDatabase;
  upstream!: GatedOpenAiServer;
  private readonly fleet = new AppFleet();
  private env: Record<string, string> = {};

  /** Starts the upstream (answering `answered` chats and images in full) and the first process. */
  async start(label: string, answered: { chat: number; images: number }, apiKey: string): Promise<StartedApp> {
    this.database = await createTestDatabase(label, { migrated: true });
    this.upstream = await GatedOpenAiServer.start(answered);
    this.env = {
      DATABASE_URL: this.database.url,
      DATA_DIR: makeTempDir(label),
      ...this.upstream.engineEnv(apiKey),
      LEASE_SWEEP_SECONDS: '1',
    };
    return this.fleet.start(this.env);
  }

  restart(): Promise<StartedApp> {
    return this.fleet.start(this.env);
  }

  async stop(): Promise<void> {
    await this.fleet.killAll();
    await this.upstream?.stop();
    await this.database?.drop();
  }
}
