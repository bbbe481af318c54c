import { SANDBOX_APP_DIR, SANDBOX_NODE_MODULES, SANDBOX_SOCKET } from '../apps/launch-plan';

export interface SandboxLimits {
  /** Virtual memory per process (RLIMIT_AS). */
  addressSpaceBytes: number;
  /** Processes and threads of the app's user (RLIMIT_NPROC): a fork bomb stops here. */
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
}

export interface SandboxCommandInput {
  prlimit: string;
  bwrap: string;
  /** The command inside the sandbox, after the project is unpacked into /app. */
  command: readonly string[];
  limits: SandboxLimits;
  /** Host paths bound read-only, e.g. each package Express needs, under /opt/node_modules. */
  readOnly: ReadonlyArray<{ host: string; sandbox: string }>;
  /** Small host files for /etc (hosts, a passwd line), bound read-only when present. */
  etc: ReadonlyArray<{ host: string; sandbox: string }>;
  env: Readonly<Record<string, string>>;
  /** The descriptor bwrap writes `{"child-pid": …}` to. */
  infoFd: number;
}

/** The /etc entries a sandbox may see, when the host has them: nothing that identifies the host or its users. */
export const ETC_SUBSET = ['/etc/localtime', '/etc/mime.types', '/etc/ssl/openssl.cnf'] as const;

/**
 * `prlimit … -- bwrap … -- /bin/sh -c 'tar -x … && exec "$@"' app <command>`: resource limits first, then
 * a sandbox with every namespace unshared (so no network at all: the app's socket lives in its own tmpfs,
 * reached by the runner through /proc/<pid>/root), a read-only /usr, no host files but the ones listed,
 * and the project unpacked from stdin into a private, size-limited /app.
 */
export function sandboxCommand(input: SandboxCommandInput): string[] {
  const { limits } = input;
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
  const bwrap = [
    input.bwrap,
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--info-fd',
    String(input.infoFd),
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
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    ...input.etc.flatMap(({ host, sandbox }) => ['--ro-bind-try', host, sandbox]),
    ...input.readOnly.flatMap(({ host, sandbox }) => ['--ro-bind', host, sandbox]),
    '--size',
    String(limits.diskBytes),
    '--tmpfs',
    SANDBOX_APP_DIR,
    '--chdir',
    SANDBOX_APP_DIR,
    '--clearenv',
    ...Object.entries(input.env).flatMap(([name, value]) => ['--setenv', name, value]),
    '--',
  ];
  const unpackThenRun = ['/bin/sh', '-c', `tar -x -f - -C ${SANDBOX_APP_DIR} --no-same-owner && exec "$@"`, 'app', ...input.command];
  return [...prlimit, ...bwrap, ...unpackThenRun];
}

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
