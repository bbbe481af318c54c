// Reads and checks apps.json, the one list of Atelier's apps (folders, Module Federation names, local
// ports, the screens each remote exposes). Plain JS so launch scripts, deploy tests and e2e share it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_MANIFEST_PATH = join(dirname(fileURLToPath(import.meta.url)), 'apps.json');

/**
 * @typedef {{ module: string, title: string, routes: string[] }} AppScreen
 * @typedef {{ folder: string, name: string, kind: 'host' | 'remote', port: number, screens: Record<string, AppScreen> }} FrontendApp
 * @typedef {{ folder: string, port: number }} BackendApp
 * @typedef {{ backend: BackendApp, frontends: FrontendApp[], host: FrontendApp, remotes: FrontendApp[] }} AppManifest
 */

const FOLDER = /^[a-z0-9][a-z0-9-]*$/;
// A key of remotes.json and a Module Federation container name: a JS identifier.
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MODULE = /^[A-Za-z][\w-]*$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPort = (value) => Number.isInteger(value) && value > 0 && value < 65536;

function checkScreens(app, where, problems) {
  if (app.screens === undefined) return {};
  if (!isObject(app.screens)) {
    problems.push(`${where}.screens must be an object`);
    return {};
  }
  if (app.kind === 'host' && Object.keys(app.screens).length) problems.push(`${where}: the host exposes no screens`);
  const modules = new Set();
  for (const [key, screen] of Object.entries(app.screens)) {
    const at = `${where}.screens.${key}`;
    if (!IDENTIFIER.test(key)) problems.push(`${at}: the key must be an identifier`);
    if (!isObject(screen)) {
      problems.push(`${at} must be an object`);
      continue;
    }
    if (typeof screen.module !== 'string' || !MODULE.test(screen.module)) problems.push(`${at}.module must be an exposed module name such as "Landing"`);
    else if (modules.has(screen.module)) problems.push(`${at}.module ${screen.module} is used twice`);
    else modules.add(screen.module);
    if (typeof screen.title !== 'string' || !screen.title.trim()) problems.push(`${at}.title must be a non-empty string`);
    if (!Array.isArray(screen.routes) || !screen.routes.length || !screen.routes.every((r) => typeof r === 'string' && r.startsWith('/'))) {
      problems.push(`${at}.routes must be a non-empty list of paths starting with "/"`);
    }
  }
  return app.screens;
}

/** Flags a value seen twice under `label` (folders, names, ports, screen keys, routes). */
function uniqueness(problems) {
  const seen = new Map();
  return (label, value, where) => {
    const key = `${label}:${value}`;
    if (seen.has(key)) problems.push(`${where}: ${label} ${value} is also used by ${seen.get(key)}`);
    else seen.set(key, where);
  };
}

/**
 * Checks the manifest's content and returns it with the host and remotes picked out. Throws one error
 * listing every problem, so a bad edit is fixed in one go.
 * @param {unknown} data
 * @returns {AppManifest}
 */
export function parseAppManifest(data) {
  const problems = [];
  const unique = uniqueness(problems);
  if (!isObject(data)) throw new Error('apps.json must be a JSON object with "backend" and "frontends"');

  const backend = data.backend;
  if (!isObject(backend) || typeof backend.folder !== 'string' || !FOLDER.test(backend.folder) || !isPort(backend.port)) {
    problems.push('backend must be { "folder": "backend", "port": <1-65535> }');
  } else {
    unique('folder', backend.folder, 'backend');
    unique('port', backend.port, 'backend');
  }

  const frontends = Array.isArray(data.frontends) ? data.frontends : [];
  if (!frontends.length) problems.push('frontends must be a non-empty list');
  frontends.forEach((app, index) => {
    const where = `frontends[${index}]${isObject(app) && typeof app.folder === 'string' ? ` (${app.folder})` : ''}`;
    if (!isObject(app)) {
      problems.push(`${where} must be an object`);
      return;
    }
    if (typeof app.folder !== 'string' || !FOLDER.test(app.folder)) problems.push(`${where}.folder must be a workspace folder name`);
    else unique('folder', app.folder, where);
    if (typeof app.name !== 'string' || !IDENTIFIER.test(app.name)) problems.push(`${where}.name must be a JS identifier (Module Federation name)`);
    else unique('name', app.name, where);
    if (app.kind !== 'host' && app.kind !== 'remote') problems.push(`${where}.kind must be "host" or "remote"`);
    if (!isPort(app.port)) problems.push(`${where}.port must be an integer from 1 to 65535`);
    else unique('port', app.port, where);
    for (const [key, screen] of Object.entries(checkScreens(app, where, problems))) {
      unique('screen', key, where);
      for (const route of Array.isArray(screen?.routes) ? screen.routes : []) unique('route', route, where);
    }
  });
  const hosts = frontends.filter((app) => app?.kind === 'host');
  if (hosts.length !== 1) problems.push(`exactly one frontend must be the host (kind "host"), found ${hosts.length}`);

  if (problems.length) throw new Error(`apps.json is not valid:\n  - ${problems.join('\n  - ')}`);
  const apps = frontends.map((app) => ({ folder: app.folder, name: app.name, kind: app.kind, port: app.port, screens: app.screens ?? {} }));
  return {
    backend: { folder: backend.folder, port: backend.port },
    frontends: apps,
    host: apps.find((app) => app.kind === 'host'),
    remotes: apps.filter((app) => app.kind === 'remote'),
  };
}

/** @returns {AppManifest} */
export function readAppManifest(path = APP_MANIFEST_PATH) {
  let data;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  try {
    return parseAppManifest(data);
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
}
