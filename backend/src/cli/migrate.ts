import { createRootLogger } from '../common/root-logger';
import { loadConfigOrExit } from '../config/config.loader';
import { startDatabaseServer } from '../database/database-server';
import { migrateDatabase } from '../database/migration-runner';

/** `node dist/cli/migrate.js`: applies pending migrations and exits (deployment's migrate step). */
async function migrate(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config);
  try {
    const database = await startDatabaseServer(config, logger);
    try {
      await migrateDatabase(database.url, logger);
    } finally {
      await database.stop();
    }
  } catch (error) {
    logger.fatal({ err: error }, `migration failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  process.exit(0);
}

void migrate();
