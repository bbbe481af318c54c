import type { Env } from '../config/env.reader';

/** Variables the runner reads besides RUNNER_*: where its data is, how to find programs, and the locale. */
const KEPT = new Set(['DATA_DIR', 'PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ']);
/** RUNNER_* variables that hold a secret: read once at start, then dropped from the process. */
const SECRETS = ['RUNNER_TOKEN'];

/** Of an environment, what the runner needs: the only variables a launcher should give it (README: Build Studio). */
export function runnerEnvironment(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && (KEPT.has(entry[0]) || entry[0].startsWith('RUNNER_'))),
  );
}

/**
 * Drops from this process's environment every variable the runner does not use (a launcher may pass
 * the backend's whole environment: database URL, provider keys…), and its own token once read, so
 * nothing it starts can inherit them. Returns the names dropped, for the start-up log.
 */
export function dropForeignEnvironment(env: NodeJS.ProcessEnv = process.env): string[] {
  const kept = runnerEnvironment(env);
  const dropped = Object.keys(env).filter((name) => !(name in kept) || SECRETS.includes(name));
  for (const name of dropped) delete env[name];
  return dropped.filter((name) => !SECRETS.includes(name));
}
