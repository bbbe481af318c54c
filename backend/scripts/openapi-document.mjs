#!/usr/bin/env node
// The backend's OpenAPI document, made without a database, a port or a network: Nest's preview mode
// registers every area's controllers (all @nestjs/swagger reads) without instantiating any provider.
// The frontends' API types are generated from it (backend/scripts/openapi-types.mjs).
//
//   node backend/scripts/openapi-document.mjs [file]   writes the JSON to `file` (stdout without one)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(BACKEND_DIR, 'dist');
// tsc rewrites every output on each build, so the entry's mtime is the time of the last build.
const BUILT_ENTRY = path.join(DIST, 'main.js');
const require = createRequire(path.join(BACKEND_DIR, 'package.json'));

function newestSourceTime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestSourceTime(full));
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return newest;
    return Math.max(newest, statSync(full).mtimeMs);
  }, 0);
}

/** Builds backend/dist when a source or build setting is newer than the last build (as the integration tests do). */
export function ensureBackendBuilt() {
  const settings = ['tsconfig.json', 'tsconfig.build.json', 'package.json'].map((file) => statSync(path.join(BACKEND_DIR, file)).mtimeMs);
  const newest = Math.max(newestSourceTime(path.join(BACKEND_DIR, 'src')), ...settings);
  if (existsSync(BUILT_ENTRY) && statSync(BUILT_ENTRY).mtimeMs >= newest) return;
  console.error('building backend/dist…');
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: BACKEND_DIR, stdio: 'inherit' });
  } catch (error) {
    // tsc exits 2 when it reports type errors but still wrote every file: the decorators the document
    // is made from are there, and the typecheck suite reports the errors themselves.
    if (error.status !== 2) throw new Error('backend/dist could not be built (see the output above)', { cause: error });
    console.error('backend has type errors (listed above); the document is made from what tsc wrote');
  }
}

/** Object keys in code-point order, so the document's bytes do not depend on module registration order. */
function sortedKeys(object) {
  return Object.fromEntries(Object.entries(object ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The document of every area the backend has, as GET /api/docs-json serves it (paths and schemas sorted). */
export async function openApiDocument() {
  ensureBackendBuilt();
  const dist = (file) => require(path.join(DIST, file));
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = dist('app.module.js');
  const { API_PREFIX, createOpenApiDocument } = dist('app.setup.js');
  const { validateConfig } = dist('config/config.validation.js');
  const { selectModules } = dist('modules/module-registry.js');
  const { createRootLogger } = dist('common/root-logger.js');

  // A fixed environment, not the caller's: the document must not depend on who runs this.
  const { config, errors } = validateConfig({ LOG_LEVEL: 'silent' }, { defaultDataDir: path.join(tmpdir(), 'atelier-openapi'), cwd: BACKEND_DIR });
  if (!config) throw new Error(`default config is invalid:\n${errors.join('\n')}`);
  // BACKEND_MODULES unset: every built area, plus the job consumers.
  const selection = selectModules({ worker: false });
  const app = await NestFactory.create(
    AppModule.forRoot({ config, databaseUrl: 'postgres://openapi@127.0.0.1:1/openapi', selection, logger: createRootLogger(config) }),
    { preview: true, abortOnError: false, logger: false },
  );
  try {
    app.setGlobalPrefix(API_PREFIX);
    const document = createOpenApiDocument(app);
    return { ...document, paths: sortedKeys(document.paths), components: { ...document.components, schemas: sortedKeys(document.components?.schemas) } };
  } finally {
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const json = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
    const file = process.argv[2];
    if (file) writeFileSync(file, json);
    else process.stdout.write(json);
  } catch (error) {
    console.error(`The OpenAPI document could not be made: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
