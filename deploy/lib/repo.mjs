/** The deployment as the tests see it: compose services, their Dockerfiles, nginx files and backend facts. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { finalStage, parseCopy, parseDockerfile, parseEnv, stages } from './dockerfile.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const read = (path) => readFileSync(join(ROOT, path), 'utf8');
export const exists = (path) => existsSync(join(ROOT, path));
export const isDir = (path) => exists(path) && statSync(join(ROOT, path)).isDirectory();

export function walk(path, filter = () => true) {
  if (!isDir(path)) return [];
  return readdirSync(join(ROOT, path), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const child = posix.join(path, entry.name);
    return entry.isDirectory() ? walk(child, filter) : filter(child) ? [child] : [];
  });
}

export const composeText = read('docker-compose.yml');
export const compose = YAML.parse(composeText, { merge: true });
export const services = compose.services ?? {};
export const contract = JSON.parse(read('deploy/backend-contract.json'));

/** Compose interpolation with every variable unset: `${X:-d}` → d. */
export function interpolate(value) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g, (match, _name, op, arg) =>
    match === '$$' ? '$' : op && op.endsWith('-') ? arg : '',
  );
}

export function environment(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((e) => (e.includes('=') ? [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] : [e, null])));
}

export function dependsOn(service) {
  const deps = service.depends_on ?? {};
  return Array.isArray(deps) ? Object.fromEntries(deps.map((d) => [d, { condition: 'service_started' }])) : deps;
}

/** Build arguments in either compose form (map or `KEY=value` list); a bare name (no value) is left out. */
function buildArgs(args = {}) {
  const list = Array.isArray(args) ? args.map((a) => (a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, null])) : Object.entries(args);
  return Object.fromEntries(list.filter(([, value]) => value !== null).map(([key, value]) => [key, String(interpolate(value))]));
}

/** `{ context, dockerfile, args }` of a service with `build`, paths relative to the repository root. */
export function buildOf(service) {
  if (!service.build) return null;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  const context = posix.normalize(build.context ?? '.');
  return { context, dockerfile: posix.join(context, build.dockerfile ?? 'Dockerfile'), args: buildArgs(build.args ?? {}) };
}

export const servicesByDockerfile = (dockerfile) =>
  Object.keys(services).filter((name) => buildOf(services[name])?.dockerfile === dockerfile);

export const BACKEND_DOCKERFILE = 'backend/Dockerfile';
/** Build Studio's sandbox runner: the backend's image, but its own process with its own variables only. */
export const isRunner = (name) => (services[name].command ?? []).join(' ').includes('runner/main.js');
export const runnerServices = servicesByDockerfile(BACKEND_DOCKERFILE).filter(isRunner);
/** Backend processes (APIs, worker, migrate step): they read the backend's configuration. */
export const backendServices = servicesByDockerfile(BACKEND_DOCKERFILE).filter((name) => !isRunner(name));
export const isMigrate = (name) => (services[name].command ?? []).join(' ').includes('migrate');
export const isWorker = (name) => String(environment(services[name]).WORKER ?? '') === '1';
/** Backend processes that answer HTTP traffic from the proxy. */
export const apiServices = backendServices.filter((name) => !isMigrate(name) && !isWorker(name));

export function modulesOf(name) {
  const value = interpolate(environment(services[name]).BACKEND_MODULES ?? '');
  const list = String(value).split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : Object.keys(contract.areas);
}

export const serves = (name, area) => contract.alwaysServed.includes(area) || modulesOf(name).includes(area);

/** Root workspaces, globs expanded. */
export function workspaces() {
  const patterns = JSON.parse(read('package.json')).workspaces ?? [];
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory() && exists(posix.join(pattern.slice(0, -2), e.name, 'package.json')))
          .map((e) => posix.join(pattern.slice(0, -2), e.name))
      : [pattern],
  );
}

/** A Dockerfile as built with `buildArgs` (`--build-arg`): its stages, the final image's COPYs, ENV, EXPOSE… */
export function dockerfile(path, buildArgs = {}) {
  const list = stages(parseDockerfile(read(path)), buildArgs);
  const instructions = list.flatMap((stage) => stage.instructions);
  const final = finalStage(list);
  const copies = (stage) =>
    stage.instructions.filter((i) => i.cmd === 'COPY' || i.cmd === 'ADD').map((i) => ({ ...parseCopy(i.args), line: i.line }));
  const env = Object.assign({}, ...final.instructions.filter((i) => i.cmd === 'ENV').map((i) => parseEnv(i.args)));
  const expose = final.instructions.filter((i) => i.cmd === 'EXPOSE').flatMap((i) => i.args.split(/\s+/).map((p) => Number(p.split('/')[0])));
  const healthcheck = final.instructions.find((i) => i.cmd === 'HEALTHCHECK')?.args ?? null;
  const user = final.instructions.filter((i) => i.cmd === 'USER').at(-1)?.args ?? 'root';
  return { path, buildArgs, instructions, stages: list, final, copies, env, expose, healthcheck, user };
}

/** The image a compose service builds (its Dockerfile with its build args). */
export function imageOf(name) {
  const build = buildOf(services[name]);
  return dockerfile(build.dockerfile, build.args);
}

/** Repository file that ends up at `imagePath` in the final stage (COPY from the context only). */
export function sourceOf(image, imagePath) {
  let found = null;
  for (const copy of image.copies(image.final)) {
    if (copy.flags.from) continue;
    for (const source of copy.sources) {
      const dir = isDir(source);
      const dest = copy.dest;
      if (dir && imagePath.startsWith(dest.endsWith('/') ? dest : `${dest}/`)) {
        found = posix.join(source, imagePath.slice(dest.replace(/\/?$/, '/').length));
      } else if (!dir && (imagePath === dest || (dest.endsWith('/') && imagePath === dest + basename(source)))) {
        found = source;
      }
    }
  }
  return found;
}

/** Backend environment variable names, read from backend/src/config/ (fallback: the contract's list). */
export function backendEnvNames() {
  const names = new Set();
  const patterns = [];
  for (const file of walk('backend/src/config', (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
    const src = read(file);
    for (const m of src.matchAll(/\benv(?:\.|\[\s*['"`])([A-Z][A-Z0-9_]*)/g)) names.add(m[1]);
    for (const m of src.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"`]/g)) names.add(m[1]);
    // Built names such as `ENGINE_${upper}` or `OPENAI_${upper}_MODEL`: any upper-case word in the hole.
    for (const m of src.matchAll(/`([A-Z0-9_]*(?:\$\{[^}]*\}[A-Z0-9_]*)+)`/g)) {
      if (/^[A-Z]/.test(m[1])) patterns.push(new RegExp(`^${m[1].replace(/\$\{[^}]*\}/g, '[A-Z0-9]+')}$`));
    }
  }
  const known = (name) => names.has(name) || patterns.some((p) => p.test(name));
  if (names.size) return { source: 'backend/src/config', known };
  const fallback = new Set(contract.env);
  return { source: 'deploy/backend-contract.json (backend/src/config not readable)', known: (n) => fallback.has(n) };
}

/** BACKEND_MODULES names the backend accepts: AREA_NAMES in its config (fallback: the contract's areas). */
export function backendAreaNames() {
  const file = 'backend/src/config/config.constants.ts';
  const list = exists(file) && /AREA_NAMES\s*=\s*\[([^\]]*)\]/.exec(read(file));
  const names = list ? [...list[1].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]) : [];
  return names.length ? { source: file, names } : { source: 'deploy/backend-contract.json', names: Object.keys(contract.areas) };
}

/** `{ area, segment, file }` for each controller of backend/src/modules/<area>/ with a literal path. */
export function backendControllers() {
  const found = [];
  if (!isDir('backend/src/modules')) return found;
  for (const file of walk('backend/src/modules', (f) => f.endsWith('.controller.ts'))) {
    const area = file.split('/')[3];
    const src = read(file);
    const decorator = /@Controller\(\s*(?:\{[^}]*path\s*:\s*)?\[?\s*['"`]([^'"`]*)['"`]/.exec(src);
    const paths = decorator?.[1]
      ? [decorator[1]]
      : [...src.matchAll(/@(?:Get|Post|Put|Patch|Delete|All|Head|Options|Sse)\(\s*['"`]([^'"`]+)['"`]/g)].map((m) => m[1]);
    for (const path of paths) {
      const segment = path.split('/').filter(Boolean)[0];
      if (segment && !segment.startsWith(':')) found.push({ area, segment, file });
    }
  }
  return found;
}
