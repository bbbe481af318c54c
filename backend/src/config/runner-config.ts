import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { EnvReader } from './env.reader';

/** Where the sandbox runner (backend/dist/runner/main.js) listens: a Unix socket or an HTTP base URL. */
export type RunnerAddress = { kind: 'unix'; socketPath: string } | { kind: 'http'; baseUrl: string };

export interface RunnerConfig {
  address: RunnerAddress;
  /** Sent as a Bearer token when set; the runner must be given the same RUNNER_TOKEN. */
  token?: string;
  /** Runs started per minute, per owner and per client network (BUILD_STUDIO_RUNS_PER_MINUTE). */
  runsPerMinute: number;
}

/**
 * Where the runner service itself listens (read by runner/runner-settings.ts; the backend reads RUNNER_URL):
 * `unix:/path.sock`, `host:port` or `http://host:port`. Named here, with the backend's side, so deployment
 * checks know it.
 */
export const RUNNER_LISTEN_VARIABLE = 'RUNNER_LISTEN';

/** The runner's default socket, shared with the runner's own default so `npm start` needs no setting. */
export function defaultRunnerSocket(dataDir: string): string {
  return path.join(dataDir, 'runner', 'runner.sock');
}

/**
 * RUNNER_URL: `unix:/path/to/runner.sock` (same machine; the default is under DATA_DIR) or
 * `http://runner:4100` (another container). Parsed here and by the runner alike.
 */
export function parseRunnerAddress(value: string): RunnerAddress | null {
  if (value.startsWith('unix:')) {
    const socketPath = value.slice('unix:'.length).replace(/^\/\/(?=\/)/, '');
    return path.isAbsolute(socketPath) ? { kind: 'unix', socketPath } : null;
  }
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' || url.search || url.hash || url.username) return null;
  return { kind: 'http', baseUrl: value.replace(/\/+$/, '') };
}

export function readRunner(read: EnvReader, dataDir: string): RunnerConfig {
  const raw = read.raw('RUNNER_URL');
  let address: RunnerAddress = { kind: 'unix', socketPath: defaultRunnerSocket(dataDir) };
  if (raw !== undefined) {
    const parsed = parseRunnerAddress(raw);
    if (parsed) address = parsed;
    else read.errors.push(`RUNNER_URL must be unix:/absolute/path.sock or an http:// URL (got "${raw}")`);
  }
  return { address, token: readRunnerToken(read), runsPerMinute: read.integer('BUILD_STUDIO_RUNS_PER_MINUTE', 10, { min: 1, max: 100_000 }) };
}

/**
 * The token the backend and the runner share: RUNNER_TOKEN_FILE (a file holding it, e.g. a compose
 * secret under /run/secrets, so it never sits in an environment another process can read) or RUNNER_TOKEN.
 */
export function readRunnerToken(read: EnvReader): string | undefined {
  const file = read.raw('RUNNER_TOKEN_FILE');
  let token = read.raw('RUNNER_TOKEN');
  if (file !== undefined) {
    if (token !== undefined) read.errors.push('Set RUNNER_TOKEN or RUNNER_TOKEN_FILE, not both');
    try {
      token = readFileSync(file, 'utf8').trim();
    } catch (error) {
      read.errors.push(`RUNNER_TOKEN_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ${file}`);
      return undefined;
    }
  }
  if (token !== undefined && !/^[\x21-\x7e]{16,200}$/.test(token)) {
    read.errors.push(`${file !== undefined ? 'The file of RUNNER_TOKEN_FILE' : 'RUNNER_TOKEN'} must be 16–200 printable characters without spaces`);
  }
  return token;
}
