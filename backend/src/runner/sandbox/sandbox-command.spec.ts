import { LAUNCHER_ENV, SANDBOX_FDS, sandboxCommand } from './sandbox-command';

describe(sandboxCommand.name, () => {
  const command = sandboxCommand({
    prlimit: '/usr/bin/prlimit',
    bwrap: '/usr/bin/bwrap',
    command: ['/usr/bin/node', 'server.js'],
    limits: { addressSpaceBytes: 1, processes: 64, cpuSeconds: 120, fileBytes: 2, openFiles: 256, diskBytes: 3, tmpBytes: 4, shmBytes: 5 },
    readOnly: [{ host: '/srv/node_modules/express', sandbox: '/opt/node_modules/express' }],
    etc: [{ host: '/srv/runner/hosts', sandbox: '/etc/hosts' }],
    env: { PORT: '3000' },
    seccomp: true,
  });
  const options = command.bwrapOptions.toString('utf8').split('\0').slice(0, -1);

  it('waits at a gate until the runner has placed it in its group, and closes the gate for the app', () => {
    expect(command.argv.slice(0, 4)).toEqual(['/bin/sh', '-c', 'read -r _ <&4; exec 4<&-; exec "$@"', 'gate']);
    expect(SANDBOX_FDS.gate).toBe(4);
  });

  it("keeps bubblewrap's options (host paths included) out of its command line", () => {
    const bwrap = command.argv.indexOf('/usr/bin/bwrap');
    expect(command.argv.slice(bwrap, bwrap + 4)).toEqual(['/usr/bin/bwrap', '--args', String(SANDBOX_FDS.args), '--']);
    expect(command.argv.join(' ')).not.toContain('/srv/');
    expect(command.argv.slice(-2)).toEqual(['/usr/bin/node', 'server.js']);
  });

  it('gives every writable place a size, then makes the root and /dev read-only', () => {
    const sized = (target: string) => options[options.indexOf(target) - 3] === '--size' && options[options.indexOf(target) - 2];
    expect([sized('/dev/shm'), sized('/tmp'), sized('/app')]).toEqual(['5', '4', '3']);
    const lastMount = Math.max(options.lastIndexOf('--tmpfs'), options.lastIndexOf('--ro-bind'), options.lastIndexOf('--ro-bind-try'));
    expect(options.indexOf('--remount-ro')).toBeGreaterThan(lastMount);
    expect(options.slice(options.indexOf('--remount-ro'), options.indexOf('--remount-ro') + 4)).toEqual(['--remount-ro', '/dev', '--remount-ro', '/']);
  });

  it('loads the seccomp filter, forbids user namespaces and starts the app with its own environment only', () => {
    expect(options.slice(options.indexOf('--seccomp'), options.indexOf('--seccomp') + 2)).toEqual(['--seccomp', String(SANDBOX_FDS.seccomp)]);
    expect(options).toEqual(expect.arrayContaining(['--unshare-all', '--disable-userns', '--die-with-parent', '--clearenv']));
    expect(options.slice(options.indexOf('--clearenv'))).toEqual(['--clearenv', '--setenv', 'PORT', '3000']);
    expect(LAUNCHER_ENV).toEqual({ PATH: '/usr/bin:/bin' });
  });
});

describe(`${sandboxCommand.name} with installed dependencies`, () => {
  it("binds read-only paths after the project's tmpfs, so packages at /app/node_modules are not hidden by it", () => {
    const { bwrapOptions } = sandboxCommand({
      prlimit: 'prlimit',
      bwrap: 'bwrap',
      command: ['node', 'server.js'],
      limits: { addressSpaceBytes: 1, processes: 1, cpuSeconds: 1, fileBytes: 1, openFiles: 1, diskBytes: 1, tmpBytes: 1, shmBytes: 1 },
      readOnly: [{ host: '/srv/deps/npm/abc/node_modules', sandbox: '/app/node_modules' }],
      etc: [],
      env: {},
      seccomp: false,
    });
    const options = bwrapOptions.toString('utf8').split('\0');
    const appTmpfs = options.findIndex((option, index) => option === '--tmpfs' && options[index + 1] === '/app');
    expect(appTmpfs).toBeGreaterThan(-1);
    expect(options.indexOf('/app/node_modules')).toBeGreaterThan(appTmpfs);
    expect(options.slice(options.indexOf('/app/node_modules') - 2, options.indexOf('/app/node_modules') + 1)).toEqual(['--ro-bind', '/srv/deps/npm/abc/node_modules', '/app/node_modules']);
  });
});
