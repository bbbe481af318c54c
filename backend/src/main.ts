import { createRootLogger } from './common/root-logger';
import { logUnhandledRejections } from './common/unhandled-rejections';
import { loadConfigOrExit } from './config/config.loader';
import type { RunningServer } from './server';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * HTTP entry. Signals are handled here rather than by Nest's enableShutdownHooks(), which re-raises
 * the signal after closing and so exits non-zero; we close HTTP, the database pool and embedded
 * PostgreSQL in that order, then exit 0.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config);
  logUnhandledRejections(logger);
  let server: RunningServer | undefined;
  let stopping = false;

  const shutdown = async (): Promise<void> => {
    try {
      await server?.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };

  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      if (stopping) {
        logger.warn(`${signal} again: exiting without waiting`);
        process.exit(1);
      }
      stopping = true;
      logger.info(`${signal} received: shutting down`);
      // During start-up the server does not exist yet; start-up finishes, then sees `stopping`.
      if (server) void shutdown();
    });
  }

  try {
    // Loaded only after the config is valid, so a misconfigured process fails without loading Nest.
    const { startServer } = await import('./server.js');
    server = await startServer(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `Atelier API failed to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (stopping) await shutdown();
}

void main();
