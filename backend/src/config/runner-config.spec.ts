import { EnvReader } from './env.reader';
import { parseRunnerAddress, readRunner } from './runner-config';

describe(readRunner.name, () => {
  it('defaults to a Unix socket under DATA_DIR, where the runner listens by default', () => {
    const read = new EnvReader({});
    expect(readRunner(read, '/srv/data')).toEqual({ address: { kind: 'unix', socketPath: '/srv/data/runner/runner.sock' }, token: undefined });
    expect(read.errors).toEqual([]);
  });

  it('reads a socket path or an HTTP base URL, and a token', () => {
    expect(parseRunnerAddress('unix:/run/atelier/runner.sock')).toEqual({ kind: 'unix', socketPath: '/run/atelier/runner.sock' });
    expect(parseRunnerAddress('unix:///run/r.sock')).toEqual({ kind: 'unix', socketPath: '/run/r.sock' });
    expect(parseRunnerAddress('http://runner:4100/')).toEqual({ kind: 'http', baseUrl: 'http://runner:4100' });
    const read = new EnvReader({ RUNNER_URL: 'http://runner:4100', RUNNER_TOKEN: 'a-long-shared-secret-123' });
    expect(readRunner(read, '/d')).toEqual({ address: { kind: 'http', baseUrl: 'http://runner:4100' }, token: 'a-long-shared-secret-123' });
  });

  it('lists a relative socket, another scheme and a short token as problems', () => {
    const read = new EnvReader({ RUNNER_URL: 'unix:runner.sock', RUNNER_TOKEN: 'short' });
    readRunner(read, '/d');
    expect(read.errors).toEqual([
      'RUNNER_URL must be unix:/absolute/path.sock or an http:// URL (got "unix:runner.sock")',
      'RUNNER_TOKEN must be 16–200 printable characters without spaces',
    ]);
    expect(parseRunnerAddress('https://runner')).toBeNull();
  });
});
