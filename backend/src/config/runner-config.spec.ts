import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { EnvReader } from './env.reader';
import { parseRunnerAddress, readRunner } from './runner-config';

describe(readRunner.name, () => {
  it('defaults to a Unix socket under DATA_DIR, where the runner listens by default', () => {
    const read = new EnvReader({});
    expect(readRunner(read, '/srv/data')).toEqual({ address: { kind: 'unix', socketPath: '/srv/data/runner/runner.sock' }, token: undefined, runsPerMinute: 10 });
    expect(read.errors).toEqual([]);
  });

  it('reads a socket path or an HTTP base URL, and a token', () => {
    expect(parseRunnerAddress('unix:/run/atelier/runner.sock')).toEqual({ kind: 'unix', socketPath: '/run/atelier/runner.sock' });
    expect(parseRunnerAddress('unix:///run/r.sock')).toEqual({ kind: 'unix', socketPath: '/run/r.sock' });
    expect(parseRunnerAddress('http://runner:4100/')).toEqual({ kind: 'http', baseUrl: 'http://runner:4100' });
    const read = new EnvReader({ RUNNER_URL: 'http://runner:4100', RUNNER_TOKEN: 'a-long-shared-secret-123', BUILD_STUDIO_RUNS_PER_MINUTE: '30' });
    expect(readRunner(read, '/d')).toEqual({ address: { kind: 'http', baseUrl: 'http://runner:4100' }, token: 'a-long-shared-secret-123', runsPerMinute: 30 });
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

  it('reads the token from RUNNER_TOKEN_FILE, so it need not sit in an environment', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'runner-token-')), 'token');
    writeFileSync(file, 'a-long-shared-secret-123\n');
    const read = new EnvReader({ RUNNER_TOKEN_FILE: file });
    expect(readRunner(read, '/d').token).toBe('a-long-shared-secret-123');
    expect(read.errors).toEqual([]);
  });

  it('lists a missing token file, a token given twice and a short token in a file as problems', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runner-token-'));
    writeFileSync(path.join(dir, 'short'), 'short');
    const read = new EnvReader({ RUNNER_TOKEN_FILE: path.join(dir, 'missing') });
    readRunner(read, '/d');
    const twice = new EnvReader({ RUNNER_TOKEN_FILE: path.join(dir, 'short'), RUNNER_TOKEN: 'a-long-shared-secret-123' });
    readRunner(twice, '/d');
    expect([...read.errors, ...twice.errors]).toEqual([
      `RUNNER_TOKEN_FILE cannot be read (ENOENT): ${path.join(dir, 'missing')}`,
      'Set RUNNER_TOKEN or RUNNER_TOKEN_FILE, not both',
      'The file of RUNNER_TOKEN_FILE must be 16–200 printable characters without spaces',
    ]);
  });
});
