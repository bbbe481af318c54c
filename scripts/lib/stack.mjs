// Starts the whole site from production builds: the backend (embedded PostgreSQL unless DATABASE_URL
// is set) and one static server per frontend on its own port, the shell also proxying /api.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_PORT, REMOTES, ROOT, SHELL } from './apps.mjs';
import { servePreviewOrigin } from './serve/preview-server.mjs';
import { closeServer, serveStatic } from './static-server.mjs';
import { pidFileFor, stopFromPidFile } from './stack-leftovers.mjs';
import { API_NODE_FLAGS } from '../../backend/scripts/api-node-flags.mjs';

/** Route → the remote and module of the screen it shows (apps.json): the shell's server preloads their files. */
export const ROUTE_REMOTES = Object.fromEntries(
  REMOTES.flatMap((remote) =>
    Object.values(remote.screens ?? {}).flatMap((screen) => screen.routes.map((route) => [route, { remote: remote.name, module: screen.module }])),
  ),
);

/** The Build Studio preview's own origin: beside the shell's port. */
export const PREVIEW_PORT_ABOVE_SHELL = 90;
const DEFAULT_PORTS = Object.fromEntries([[SHELL.name, SHELL.port], ...REMOTES.map((r) => [r.name, r.port]), ['backend', BACKEND_PORT]]);

/**
 * `*.localhost` is loopback in Chromium and its own site (the studio's is `localhost`), so the preview gets
 * its own renderer process (README, Build Studio: "Preview and run"). PREVIEW_ORIGIN overrides it.
 */
function previewOriginFor(ports) {
  return process.env.PREVIEW_ORIGIN ?? `http://preview.localhost:${ports.preview}`;
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`backend exited with code ${exited} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`backend not ready after ${timeoutMs} ms (${url})`);
}

/**
 * remotes.json as the shell serves it. With the default ports the built file is served untouched
 * (operators may edit dist/remotes.json); on other ports each default remote URL is re-pointed.
 */
function remotesJsonFor(ports) {
  if (process.env.REMOTES_JSON) return readFileSync(process.env.REMOTES_JSON, 'utf8');
  const built = JSON.parse(readFileSync(join(ROOT, 'shell/dist/remotes.json'), 'utf8'));
  const moved = REMOTES.some((remote) => ports[remote.name] !== remote.port);
  if (!moved) return null;
  for (const remote of REMOTES) {
    if (typeof built[remote.name] === 'string') {
      built[remote.name] = built[remote.name].replace(`:${remote.port}/`, `:${ports[remote.name]}/`);
    }
  }
  return JSON.stringify(built, null, 2);
}

function spawnBackend(ports, options) {
  const env = {
    ...process.env,
    PORT: String(ports.backend),
    HOST: '127.0.0.1',
    CORS_ORIGINS: `http://localhost:${ports.shell},http://127.0.0.1:${ports.shell}`,
    RUNNER_URL: `unix:${runnerSocketFor(ports.backend)}`,
    PREVIEW_ORIGIN: previewOriginFor(ports),
    ...options.backendEnv,
  };
  // Own process group: a terminal's Ctrl-C reaches only this script, which then stops the backend once.
  const child = spawn(process.execPath, [...API_NODE_FLAGS, join(ROOT, 'backend/dist/main.js')], { cwd: join(ROOT, 'backend'), env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => options.onBackendOutput?.(chunk.toString()));
  child.stderr.on('data', (chunk) => options.onBackendOutput?.(chunk.toString()));
  return child;
}

/** Build Studio's sandbox runner, a process of its own (untrusted projects never run in the backend). */
function runnerSocketFor(port) {
  return join(ROOT, '.data', 'run', `runner-${port}.sock`);
}

function spawnRunner(ports, options) {
  // Only the runner's own variables: the launcher's environment may hold provider keys and database URLs.
  const { runnerEnvironment } = createRequire(import.meta.url)(join(ROOT, 'backend/dist/runner/runner-environment.js'));
  const env = {
    ...runnerEnvironment(process.env),
    RUNNER_LISTEN: `unix:${runnerSocketFor(ports.backend)}`,
    RUNNER_WORK_DIR: join(ROOT, '.data', 'run', `runner-${ports.backend}`),
    ...options.runnerEnv,
  };
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/runner/main.js')], { cwd: join(ROOT, 'backend'), env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => options.onBackendOutput?.(chunk.toString()));
  child.stderr.on('data', (chunk) => options.onBackendOutput?.(chunk.toString()));
  return child;
}

/**
 * A launcher killed with SIGKILL cannot stop its backend (it runs in its own process group), which
 * then holds the port. Stop such a leftover before starting again — only if it is our backend.
 */
function stopLeftoverBackend(port, name = 'backend') {
  return stopFromPidFile(pidFileFor(port, name));
}

function stopChild(child, timeoutMs = 20000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * @param {{ ports?: Partial<Record<string, number>>, backendEnv?: Record<string,string>, runnerEnv?: Record<string,string>,
 *   onBackendOutput?: (text: string) => void, readyTimeoutMs?: number }} options
 */
export async function startStack(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  ports.preview ??= ports[SHELL.name] + PREVIEW_PORT_ABOVE_SHELL;
  for (const app of [SHELL, ...REMOTES]) {
    const marker = app === SHELL ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(join(ROOT, app.folder, 'dist', marker))) throw new Error(`${app.folder} is not built`);
  }

  await stopLeftoverBackend(ports.backend);
  await stopLeftoverBackend(ports.backend, 'runner');
  mkdirSync(join(ROOT, '.data', 'run'), { recursive: true });
  const runner = spawnRunner(ports, options);
  const runnerPidFile = pidFileFor(ports.backend, 'runner');
  writeFileSync(runnerPidFile, String(runner.pid));
  const backend = spawnBackend(ports, options);
  const pidFile = pidFileFor(ports.backend);
  writeFileSync(pidFile, String(backend.pid));
  const servers = new Map();
  const stop = async () => {
    await Promise.all([...servers.values()].map(closeServer));
    await Promise.all([stopChild(backend), stopChild(runner)]);
    rmSync(pidFile, { force: true });
    rmSync(runnerPidFile, { force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${ports.backend}/api/health`, backend, options.readyTimeoutMs ?? 90000);
    for (const remote of REMOTES) {
      servers.set(remote.name, await serveStatic({ root: join(ROOT, remote.folder, 'dist'), port: ports[remote.name], cors: true }));
    }
    servers.set('preview', await servePreviewOrigin({ port: ports.preview, apiTarget: `http://127.0.0.1:${ports.backend}` }));
    const remotesJson = remotesJsonFor(ports);
    servers.set(
      SHELL.name,
      await serveStatic({
        root: join(ROOT, 'shell/dist'),
        port: ports.shell,
        spa: true,
        apiTarget: `http://127.0.0.1:${ports.backend}`,
        overrides: remotesJson ? { '/remotes.json': remotesJson } : undefined,
        routeRemotes: ROUTE_REMOTES,
        frameSources: [previewOriginFor(ports)],
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${ports.shell}`, ports, backend, runner, servers, stop };
}
