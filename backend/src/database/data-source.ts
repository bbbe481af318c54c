import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/config.loader';
import { buildDataSourceOptions } from './data-source.options';
import { embeddedDatabaseUrl, embeddedPasswordFile } from './embedded-postgres';

/**
 * For the TypeORM CLI, e.g. `npx typeorm migration:show -d backend/dist/database/data-source.js`.
 * Uses DATABASE_URL, or else the embedded PostgreSQL, which must be running (start the app first).
 */
const config = loadConfigOrExit();
const url =
  config.databaseUrl ??
  embeddedDatabaseUrl(config.embeddedPgPort, readFileSync(embeddedPasswordFile(config.dataDir), 'utf8').trim());

export default new DataSource({
  ...buildDataSourceOptions(url, undefined, 'migrations'),
  entities: [path.join(__dirname, '..', '**', '*.entity.js')],
});
