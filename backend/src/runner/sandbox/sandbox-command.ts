import { SANDBOX_APP_DIR, SANDBOX_NODE_MODULES, SANDBOX_SOCKET } from '../apps/launch-plan';

export interface SandboxLimits {
  /** Virtual memory per process (RLIMIT_AS): a second line behind the app group's memory limit. */
  addressSpaceBytes: number;
  /** Processes and threads of the app's user (RLIMIT_NPROC): a second line behind the group's pids limit. */
  processes: number;
  /** CPU seconds per process (RLIMIT_CPU): SIGXCPU, then SIGKILL a second later. */
  cpuSeconds: number;
  /** Largest file the app may write (RLIMIT_FSIZE). */
  fileBytes: number;
  openFiles: number;
  /** Size of the app's private, writable project folder (a tmpfs). */
  diskBytes: number;
  /** Size of its /tmp (a tmpfs). */
  tmpBytes: number;
  /** Size of its /dev/shm (a tmpfs). */
  shmBytes: number;
}

/** Descriptors of the sandbox's child process, in the order spawn's `stdio` array gives them. */
export const SANDBOX_FDS = { info: 3, gate: 4, args: 5, seccomp: 6 } as const;

export interface SandboxCommandInput {
  prlimit: string;
  bwrap: string;
  /** The command inside the sandbox, after the project is unpacked into /app. */
  command: readonly string[];
  limits: SandboxLimits;
  /** Host paths bound read-only, e.g. each package Express needs under /opt/node_modules, installed dependencies. */
  readOnly: ReadonlyArray<{ host: string; sandbox: string }>;
  /** Small host files for /etc (hosts, a passwd line), bound read-only when present. */
  etc: ReadonlyArray<{ host: string; sandbox: string }>;
  env: Readonly<Record<string, string>>;
  /** Whether a seccomp program is written to the `seccomp` descriptor. */
  seccomp: boolean;
}

export interface SandboxCommand {
  /** What to spawn (`argv`), with `SANDBOX_FDS` open. */
  argv: string[];
  /** bubblewrap's options, NUL-separated, for the `args` descriptor: kept out of every /proc/<pid>/cmdline. */
  bwrapOptions: Buffer;
}

/** The /etc entries a sandbox may see, when the host has them: nothing that identifies the host or its users. */
export const ETC_SUBSET = ['/etc/localtime', '/etc/mime.types', '/etc/ssl/openssl.cnf'] as const;

/**
 * `sh (gate) → prlimit … → bwrap --args … -- /bin/sh -c 'tar -x … && exec "$@"' app <command>`:
 * - the gate waits until the runner has put it in the app's control group, so every process of the app is
 *   born inside it, then closes its descriptor so the app never inherits it;
 * - prlimit sets per-process limits, a second line behind the group's limits on the whole tree;
 * - bubblewrap unshares every namespace (no network at all: the app's socket lives in its own tmpfs,
 *   reached by the runner through /proc/<pid>/root), mounts a read-only system, and makes every writable
 *   place a size-limited tmpfs (/app, /tmp, /dev/shm) with the root itself read-only; its options come
 *   through a descriptor, so the sandbox's PID 1 (bubblewrap) shows the app nothing of the host in its
 *   command line, and it is spawned with an empty environment, so its /proc/1/environ holds nothing either.
 */
export function sandboxCommand(input: SandboxCommandInput): SandboxCommand {
  const { limits } = input;
  const gate = ['/bin/sh', '-c', `read -r _ <&${SANDBOX_FDS.gate}; exec ${SANDBOX_FDS.gate}<&-; exec "$@"`, 'gate'];
  const prlimit = [
    input.prlimit,
    `--as=${limits.addressSpaceBytes}`,
    `--nproc=${limits.processes}`,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    `--fsize=${limits.fileBytes}`,
    `--nofile=${limits.openFiles}`,
    '--core=0',
    '--',
  ];
  const options = [
    ...isolationOptions(),
    '--info-fd',
    String(SANDBOX_FDS.info),
    ...(input.seccomp ? ['--seccomp', String(SANDBOX_FDS.seccomp)] : []),
    '--size',
    String(limits.shmBytes),
    '--tmpfs',
    '/dev/shm',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    ...input.etc.flatMap(({ host, sandbox }) => ['--ro-bind-try', host, sandbox]),
    '--size',
    String(limits.diskBytes),
    '--tmpfs',
    SANDBOX_APP_DIR,
    // After /app's tmpfs, so a bind inside it (installed packages at /app/node_modules) is not hidden by it.
    ...input.readOnly.flatMap(({ host, sandbox }) => ['--ro-bind', host, sandbox]),
    ...READ_ONLY_ROOT,
    '--chdir',
    SANDBOX_APP_DIR,
    '--clearenv',
    ...Object.entries(input.env).flatMap(([name, value]) => ['--setenv', name, value]),
  ];
  const unpackThenRun = ['/bin/sh', '-c', `tar -x -f - -C ${SANDBOX_APP_DIR} --no-same-owner && exec "$@"`, 'app', ...input.command];
  return {
    argv: [...gate, ...prlimit, input.bwrap, '--args', String(SANDBOX_FDS.args), '--', ...unpackThenRun],
    bwrapOptions: Buffer.from(options.map((option) => `${option}\0`).join(''), 'utf8'),
  };
}

/**
 * Namespaces, the system bound read-only and a fresh /proc and /dev: the part every sandbox shares,
 * the runner's capability probe included. No further user namespaces inside (nor any namespace, by
 * the seccomp filter too).
 */
export function isolationOptions(): string[] {
  return [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--hostname',
    'sandbox',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
  ];
}

/** bubblewrap builds the root and /dev as writable tmpfs with no size: once populated, both become read-only. */
export const READ_ONLY_ROOT = ['--remount-ro', '/dev', '--remount-ro', '/'] as const;

/** The only environment bubblewrap and prlimit get: the runner's own never reaches the sandbox's PID 1. */
export const LAUNCHER_ENV: Readonly<Record<string, string>> = Object.freeze({ PATH: '/usr/bin:/bin' });

/** The environment every app gets: nothing of the runner's, and where its socket and packages are. */
export function sandboxEnv(): Record<string, string> {
  return {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: SANDBOX_APP_DIR,
    LANG: 'C.UTF-8',
    PORT: '3000',
    ATELIER_SOCKET: SANDBOX_SOCKET,
    NODE_PATH: SANDBOX_NODE_MODULES,
    NODE_ENV: 'development',
    PYTHONUNBUFFERED: '1',
    PYTHONDONTWRITEBYTECODE: '1',
  };
}
