// Builds what is stale: an app is rebuilt when any of its inputs is newer than its build output.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT, SHARED_FRONTEND_SOURCES } from './apps.mjs';

const IGNORED = new Set(['node_modules', 'dist', '.data', 'test-results']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export const BACKEND_APP = { folder: 'backend', name: 'backend', output: 'backend/dist/main.js', inputs: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'backend/package.json'] };

function frontendApp(app) {
  const output = app.kind === 'host' ? `${app.folder}/dist/index.html` : `${app.folder}/dist/mf-manifest.json`;
  return {
    folder: app.folder,
    name: app.name,
    output,
    inputs: [`${app.folder}/src`, `${app.folder}/public`, `${app.folder}/rsbuild.config.ts`, `${app.folder}/package.json`, ...SHARED_FRONTEND_SOURCES],
  };
}

export const ALL_APPS = [BACKEND_APP, ...FRONTENDS.map(frontendApp)];

export function isStale(app) {
  const output = join(ROOT, app.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return app.inputs.some((input) => newestMtime(join(ROOT, input)) > built);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`))));
  });
}

export async function buildApp(app, { quiet = false } = {}) {
  const started = Date.now();
  await run('npm', ['run', 'build', '--silent', '-w', app.folder], { quiet, env: { NODE_ENV: 'production' } });
  return Date.now() - started;
}

/** Builds every stale app (two at a time: this is a 2-core machine). Returns what was built. */
export async function buildStale({ quiet = true, log = console.log } = {}) {
  const stale = ALL_APPS.filter(isStale);
  if (stale.length === 0) return [];
  log(`Building ${stale.map((app) => app.folder).join(', ')}…`);
  const queue = [...stale];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const ms = await buildApp(app, { quiet });
      log(`  built ${app.folder} in ${(ms / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return stale;
}
