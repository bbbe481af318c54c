import * as path from 'node:path';
import type { EnvReader } from './env.reader';

/** Where the sandbox runner (backend/dist/runner/main.js) listens: a Unix socket or an HTTP base URL. */
export type RunnerAddress = { kind: 'unix'; socketPath: string } | { kind: 'http'; baseUrl: string };

export interface RunnerConfig {
  address: RunnerAddress;
  /** Sent as a Bearer token when set; the runner must be given the same RUNNER_TOKEN. */
  token?: string;
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
  const token = read.raw('RUNNER_TOKEN');
  if (token !== undefined && !/^[\x21-\x7e]{16,200}$/.test(token)) {
    read.errors.push('RUNNER_TOKEN must be 16–200 printable characters without spaces');
  }
  return { address, token };
}
