import { createHash } from 'node:crypto';
import type { ProjectFile } from '../../engines/code/code-engine';

export type DependencyKind = 'npm' | 'pip';

/** What a project asks to install beyond what the sandbox already provides. */
export interface DependencyRequest {
  kind: DependencyKind;
  /** Each package to install, as its tool spells it (`lodash@^4.17.21`, `requests==2.32.3`). */
  specs: string[];
  /** The file handed to the tool: a package.json with only these dependencies, or requirements lines. */
  manifest: string;
  /** package-lock.json as given: `npm ci` installs exactly it. */
  lockfile: string | null;
  /** Names the cache folder: equal manifests (and lockfiles) share one install, across runs and projects. */
  key: string;
}

export type DependencyPlan = { ok: true; request: DependencyRequest | null } | { ok: false; reason: string };

/**
 * What the sandbox brings without installing: Express from the workspace (bound read-only), FastAPI,
 * Uvicorn and Pydantic from the system's Python. A manifest that names only these keeps the fast path.
 */
export const PROVIDED_NPM = new Set(['express']);
export const PROVIDED_PIP = new Set(['fastapi', 'uvicorn', 'pydantic', 'starlette', 'pydantic-core', 'anyio', 'typing-extensions', 'httptools', 'uvloop', 'python-multipart']);

/** Bumped when the install's layout or options change, so an old cache entry is never mistaken for a new one. */
const CACHE_LAYOUT = 'v1';

const NPM_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
/** Registry versions, ranges and tags only: no git, file, link or URL dependencies (they fetch or run code). */
const NPM_RANGE = /^[\w.^~<>=*|+\s-]{0,100}$/;
const PIP_LINE = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)(\[[\w\s,.-]+\])?\s*((?:[<>=!~]=?|===)\s*[\w.*+!-]+(?:\s*,\s*(?:[<>=!~]=?|===)\s*[\w.*+!-]+)*)?\s*(;[^#]*)?$/;

/**
 * Reads package.json (dependencies only; dev dependencies are never installed for a run) or
 * requirements.txt, and says what to install: null when the sandbox provides everything named.
 */
export function planDependencies(kind: DependencyKind, files: readonly ProjectFile[]): DependencyPlan {
  return kind === 'npm' ? planNpm(files) : planPip(files);
}

function planNpm(files: readonly ProjectFile[]): DependencyPlan {
  const manifest = files.find((file) => file.path === 'package.json');
  if (!manifest) return { ok: true, request: null };
  let parsed: { dependencies?: unknown };
  try {
    parsed = JSON.parse(manifest.content) as typeof parsed;
  } catch {
    return { ok: true, request: null };
  }
  const declared = parsed.dependencies && typeof parsed.dependencies === 'object' ? (parsed.dependencies as Record<string, unknown>) : {};
  const wanted: Array<[string, string]> = [];
  for (const [name, range] of Object.entries(declared).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (PROVIDED_NPM.has(name)) continue;
    if (!NPM_NAME.test(name)) return { ok: false, reason: `package.json: "${name.slice(0, 80)}" is not a valid npm package name.` };
    if (typeof range !== 'string' || !NPM_RANGE.test(range)) {
      return { ok: false, reason: `package.json: ${name} must name a registry version or range (git, file, link and URL dependencies are not installed here).` };
    }
    wanted.push([name, range.trim() || '*']);
  }
  if (wanted.length === 0) return { ok: true, request: null };
  const lock = files.find((file) => file.path === 'package-lock.json')?.content ?? null;
  const content = `${JSON.stringify({ name: 'atelier-app-dependencies', version: '1.0.0', private: true, dependencies: Object.fromEntries(wanted) }, null, 2)}\n`;
  // With a lockfile npm ci needs the project's own package.json, which it checks the lockfile against.
  const installed = lock === null ? content : manifest.content;
  return {
    ok: true,
    request: {
      kind: 'npm',
      specs: wanted.map(([name, range]) => `${name}@${range}`),
      manifest: installed,
      lockfile: lock,
      key: cacheKey('npm', installed, lock),
    },
  };
}

function planPip(files: readonly ProjectFile[]): DependencyPlan {
  const manifest = files.find((file) => file.path === 'requirements.txt');
  if (!manifest) return { ok: true, request: null };
  const specs: string[] = [];
  const lines = manifest.content.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    const match = PIP_LINE.exec(line);
    if (!match) {
      return {
        ok: false,
        reason: `requirements.txt line ${index + 1}: "${line.slice(0, 80)}" is not a package requirement (options, URLs and paths are not installed here).`,
      };
    }
    if (PROVIDED_PIP.has(normalisePipName(match[1]))) continue;
    specs.push(line.replace(/\s+/g, ''));
  }
  if (specs.length === 0) return { ok: true, request: null };
  const unique = [...new Set(specs)].sort();
  const content = `${unique.join('\n')}\n`;
  return { ok: true, request: { kind: 'pip', specs: unique, manifest: content, lockfile: null, key: cacheKey('pip', content, null) } };
}

/** PEP 503: names compare lower-case with runs of `-`, `_` and `.` as one `-`. */
export function normalisePipName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

export function cacheKey(kind: DependencyKind, manifest: string, lockfile: string | null): string {
  return createHash('sha256')
    .update(`${CACHE_LAYOUT}\0${kind}\0${manifest}\0${lockfile ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}
