import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.interface';
import { startEmbeddedPostgres } from './embedded-postgres';

/** Where the app's PostgreSQL is, and how to stop it if this process started it. */
export interface DatabaseServer {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL kept in DATA_DIR. */
export async function startDatabaseServer(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  logger: Logger,
): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger, restartOnExit: true });
  return { url: server.url, embedded: true, stop: server.stop };
}
