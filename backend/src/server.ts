import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppLogger } from './common/logging/app-logger';
import { AppModule } from './app.module';
import { API_PREFIX, configureApp } from './app.setup';
import { applyHttpTimeouts } from './common/http-timeouts';
import type { AppConfig } from './config/app-config.interface';
import { startDatabaseServer } from './database/database-server';
import { migrateDatabase } from './database/migration-runner';
import { type ModuleSelection, selectModules } from './modules/module-registry';

/**
 * How long a shutdown lets answers still in flight finish before it cuts their connections: a download
 * whose client stopped reading (or never reads) would otherwise hold the process open for good. As long
 * as the job queue's grace, so a compose `stop` (10 s before SIGKILL) still ends cleanly.
 */
export const SHUTDOWN_CONNECTION_GRACE_MS = 8_000;

export interface RunningServer {
  app: NestExpressApplication;
  /** Base URL of the API, e.g. http://127.0.0.1:4000/api */
  url: string;
  selection: ModuleSelection;
  /**
   * Closes HTTP (connections still busy after SHUTDOWN_CONNECTION_GRACE_MS are cut) and database
   * connections, then stops embedded PostgreSQL if this process started it.
   */
  close(): Promise<void>;
}

/** Starts the database (embedded if needed), migrates, and serves the selected areas. */
export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  const selection = selectModules({ requested: config.requestedModules, worker: config.worker });
  selection.warnings.forEach((warning) => logger.warn(warning));
  if (config.worker) logger.info('worker mode: running job consumers; serving /api/health only');
  const database = await startDatabaseServer(config, logger);
  let app: NestExpressApplication | undefined;
  try {
    if (config.runMigrations) await migrateDatabase(database.url, logger);
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ config, databaseUrl: database.url, selection, logger }),
      { bufferLogs: true, bodyParser: false },
    );
    app.useLogger(new AppLogger(logger));
    configureApp(app, config, { logger, served: selection.served });
    applyHttpTimeouts(app.getHttpServer(), config.httpTimeouts);
    await app.listen(config.port, config.host);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.stop();
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/${API_PREFIX}`;
  const role = config.worker ? 'Atelier worker' : 'Atelier API';
  const jobs = selection.consumesJobs ? 'runs jobs' : 'enqueues jobs only';
  logger.info(`${role} listening on ${url} (modules: ${selection.served.join(', ')}; ${jobs})`);
  const running = app;
  return {
    app: running,
    url,
    selection,
    close: async () => {
      const http = running.getHttpServer();
      const cut = setTimeout(() => http.closeAllConnections(), SHUTDOWN_CONNECTION_GRACE_MS);
      try {
        await running.close();
      } finally {
        clearTimeout(cut);
        await database.stop();
      }
    },
  };
}
