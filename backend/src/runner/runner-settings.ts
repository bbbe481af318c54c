import * as path from 'node:path';
import { DEFAULT_DATA_DIR } from '../config/config.loader';
import { type Env, EnvReader } from '../config/env.reader';
import { RUNNER_LISTEN_VARIABLE, type RunnerAddress, defaultRunnerSocket, parseRunnerAddress, readRunnerToken } from '../config/runner-config';
import { GROUP_MODES, type GroupMode } from './limits/group-driver';

const MB = 1024 * 1024;

/** The runner's own settings (RUNNER_* variables); it reads nothing else of the environment. */
export interface RunnerSettings {
  listen: RunnerAddress | { kind: 'tcp'; host: string; port: number };
  token?: string;
  /** Where the runner keeps its small files (the listen shim, /etc/hosts for sandboxes). */
  workDir: string;
  maxApps: number;
  /** Apps one owner (account or visitor session) may run at once: their fair share of the slots. */
  slotsPerOwner: number;
  idleSeconds: number;
  maxSeconds: number;
  /** CPU time of an app's whole process tree before it is stopped. */
  cpuSeconds: number;
  /** Share of one core an app's tree may use at once (control groups only). */
  cpuPercent: number;
  /** Memory of an app's whole process tree. */
  memoryMb: number;
  processes: number;
  diskMb: number;
  requestTimeoutSeconds: number;
  startTimeoutSeconds: number;
  /** The node_modules folder that holds Express. */
  nodeModules: string;
  nodeBinary: string;
  pythonBinary: string;
  bwrapBinary: string;
  prlimitBinary: string;
  /** Which control groups hold each app's limits (RUNNER_CGROUPS). */
  cgroups: GroupMode;
  /** As root, app number n runs as uid/gid base + n, so limits and files are per app. */
  uidBase: number;
  /** Installed npm and pip dependencies, one folder per manifest hash (RUNNER_DEPS_DIR). */
  depsDir: string;
  /** Longest an install may take (RUNNER_DEPS_TIMEOUT_SECONDS); the backend waits 60 s for a run to start. */
  depsTimeoutSeconds: number;
  /** Largest installed tree (RUNNER_DEPS_MAX_MB). */
  depsMaxMb: number;
  npmBinary: string;
}

export const DEFAULT_RUNNER_PORT = 4100;

/** Every problem at once, as the backend's config does. */
export function readRunnerSettings(env: Env): { settings?: RunnerSettings; errors: string[] } {
  const read = new EnvReader(env);
  const dataDir = path.resolve(read.string('DATA_DIR', DEFAULT_DATA_DIR));
  const settings: RunnerSettings = {
    listen: readListen(read, dataDir),
    token: readRunnerToken(read),
    workDir: path.resolve(read.string('RUNNER_WORK_DIR', path.join(dataDir, 'runner'))),
    maxApps: read.integer('RUNNER_MAX_APPS', 8, { min: 1, max: 200 }),
    slotsPerOwner: read.integer('RUNNER_SLOTS_PER_OWNER', 2, { min: 1, max: 200 }),
    idleSeconds: read.integer('RUNNER_IDLE_SECONDS', 300, { min: 1, max: 86_400 }),
    maxSeconds: read.integer('RUNNER_MAX_SECONDS', 1_800, { min: 5, max: 86_400 }),
    cpuSeconds: read.integer('RUNNER_CPU_SECONDS', 120, { min: 1, max: 86_400 }),
    cpuPercent: read.integer('RUNNER_CPU_PERCENT', 100, { min: 5, max: 6_400 }),
    memoryMb: read.integer('RUNNER_MEMORY_MB', 256, { min: 32, max: 16_384 }),
    processes: read.integer('RUNNER_PROCESSES', 64, { min: 4, max: 4_096 }),
    diskMb: read.integer('RUNNER_DISK_MB', 32, { min: 1, max: 4_096 }),
    requestTimeoutSeconds: read.integer('RUNNER_REQUEST_TIMEOUT_SECONDS', 10, { min: 1, max: 300 }),
    startTimeoutSeconds: read.integer('RUNNER_START_TIMEOUT_SECONDS', 15, { min: 1, max: 300 }),
    nodeModules: path.resolve(read.string('RUNNER_NODE_MODULES', defaultNodeModules())),
    nodeBinary: read.string('RUNNER_NODE', process.execPath),
    pythonBinary: read.string('RUNNER_PYTHON', '/usr/bin/python3'),
    bwrapBinary: read.string('RUNNER_BWRAP', 'bwrap'),
    prlimitBinary: read.string('RUNNER_PRLIMIT', 'prlimit'),
    cgroups: read.oneOf('RUNNER_CGROUPS', GROUP_MODES, 'auto'),
    uidBase: read.integer('RUNNER_UID_BASE', 200_000, { min: 1_000, max: 4_000_000_000 }),
    depsDir: '',
    depsTimeoutSeconds: read.integer('RUNNER_DEPS_TIMEOUT_SECONDS', 40, { min: 5, max: 600 }),
    depsMaxMb: read.integer('RUNNER_DEPS_MAX_MB', 150, { min: 1, max: 4_096 }),
    npmBinary: read.string('RUNNER_NPM', 'npm'),
  };
  settings.depsDir = path.resolve(read.string('RUNNER_DEPS_DIR', path.join(settings.workDir, 'deps')));
  return read.errors.length ? { errors: read.errors } : { settings, errors: [] };
}

/** Bytes of virtual memory an app may map: Node reserves about 1 GB of address space before its heap. */
export function addressSpaceFor(type: 'nodejs' | 'python', memoryMb: number): number {
  return type === 'nodejs' ? (1_024 + memoryMb * 2) * MB : Math.max(512, memoryMb * 2) * MB;
}

/** RUNNER_LISTEN: `unix:/path.sock` (default under DATA_DIR), `http://host:port` or `host:port`. */
function readListen(read: EnvReader, dataDir: string): RunnerSettings['listen'] {
  const raw = read.raw(RUNNER_LISTEN_VARIABLE);
  if (raw === undefined) return { kind: 'unix', socketPath: defaultRunnerSocket(dataDir) };
  const hostPort = /^([\w.-]+|\[[0-9a-f:]+\]):(\d{1,5})$/i.exec(raw);
  if (hostPort) return { kind: 'tcp', host: hostPort[1].replace(/^\[|\]$/g, ''), port: Number(hostPort[2]) };
  const parsed = parseRunnerAddress(raw);
  if (parsed?.kind === 'unix') return parsed;
  if (parsed?.kind === 'http') {
    const url = new URL(parsed.baseUrl);
    return { kind: 'tcp', host: url.hostname, port: Number(url.port || DEFAULT_RUNNER_PORT) };
  }
  read.errors.push(`RUNNER_LISTEN must be unix:/absolute/path.sock, host:port or http://host:port (got "${raw}")`);
  return { kind: 'unix', socketPath: defaultRunnerSocket(dataDir) };
}

function defaultNodeModules(): string {
  try {
    return path.dirname(path.dirname(require.resolve('express/package.json')));
  } catch {
    return path.resolve(__dirname, '..', '..', '..', 'node_modules');
  }
}
