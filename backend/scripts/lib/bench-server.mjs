// What the API benchmarks share: the built backend, and the real app booted in the benchmark's own
// process on a throw-away embedded PostgreSQL, on a random port.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
if (!existsSync(path.join(DIST, 'server.js'))) {
  console.error('backend/dist is missing: run `npm run build -w backend` first.');
  process.exit(1);
}
const require = createRequire(import.meta.url);

/** A module of the built backend, e.g. `distModule('engines/engines.module.js')`. */
export function distModule(relativePath) {
  return require(path.join(DIST, relativePath));
}

/** The app's TypeORM DataSource, for a benchmark's own setup rows. */
export function dataSourceOf(server) {
  const { DataSource } = createRequire(path.join(DIST, 'server.js'))('typeorm');
  return server.app.get(DataSource);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `work(server)` against a freshly booted app, then stops it and removes its data. */
export async function withBenchServer(label, work) {
  const { startServer } = distModule('server.js');
  const { validateConfig } = distModule('config/config.validation.js');
  const { createRootLogger } = distModule('common/root-logger.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), `atelier-bench-${label}-`));
  // As root, embedded PostgreSQL runs as the postgres user, who must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  let server;
  try {
    const { config, errors } = validateConfig(
      { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), HOST: '127.0.0.1' },
      { defaultDataDir: dataDir, cwd: process.cwd() },
    );
    if (!config) throw new Error(`bench config is invalid:\n${errors.join('\n')}`);
    server = await startServer({ ...config, port: 0 }, createRootLogger(config));
    return await work(server, dataDir);
  } finally {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
