// What the API benchmarks share: the built backend, and the real app booted in the benchmark's own
// process on a throw-away embedded PostgreSQL, on a random port.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

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

/** Resident memory of a process from /proc (Linux), in MB: `rss` now, `peak` = VmHWM (its high-water mark). */
export function rssOf(pid = process.pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Resets a process's VmHWM to its current RSS (Linux >= 4.0: "5" > /proc/pid/clear_refs), so the peak read
 * later is the peak of the load, not of boot. Returns false where the kernel does not allow it; the peak
 * then covers the whole life of the process, which the report should say.
 */
export function resetPeakRss(pid = process.pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Idle RSS after warm-up: lets pending work and timers settle, collects garbage when node runs with
 * --expose-gc (the bench scripts do not require it), then reads VmRSS. Call it after a warm-up round and
 * before the measured load; it also resets the peak so `peakRss()` afterwards is the peak under load.
 */
export async function idleRss(pid = process.pid, settleMs = 500) {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  if (pid === process.pid) globalThis.gc?.();
  const { rss } = rssOf(pid);
  const peakResettable = resetPeakRss(pid);
  return { rss, peakResettable };
}

/** Peak RSS (VmHWM) of the process since the last reset, in MB. */
export function peakRss(pid = process.pid) {
  return rssOf(pid).peak;
}

/** One line for a benchmark's output: the backend's idle RSS after warm-up and its peak under the load. */
export function formatRss({ rss, peakResettable }, peak, label = 'backend process') {
  const since = peakResettable ? 'under the measured load' : 'since the process started (VmHWM could not be reset)';
  return `  ${label} RSS: idle ${rss.toFixed(0)} MB after warm-up; peak ${peak.toFixed(0)} MB ${since}`;
}
