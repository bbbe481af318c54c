import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { dropForeignEnvironment, runnerEnvironment } from './runner-environment';
import { ensureTokenFile } from './token-file';

describe(runnerEnvironment.name, () => {
  const launcher = {
    PATH: '/usr/bin:/bin',
    HOME: '/root',
    DATA_DIR: '/srv/data',
    RUNNER_LISTEN: 'unix:/run/r.sock',
    RUNNER_TOKEN_FILE: '/run/secrets/runner_token',
    DATABASE_URL: 'postgres://u:secret@db/atelier',
    OPENAI_API_KEY: 'sk-secret',
    S3_SECRET_ACCESS_KEY: 'secret',
    SMTP_URL: 'smtp://u:secret@mail',
  };

  it("keeps only the runner's own variables of a launcher's environment", () => {
    expect(runnerEnvironment(launcher)).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/root',
      DATA_DIR: '/srv/data',
      RUNNER_LISTEN: 'unix:/run/r.sock',
      RUNNER_TOKEN_FILE: '/run/secrets/runner_token',
    });
  });

  it('drops the rest, and the token once read, from the running process', () => {
    const env: NodeJS.ProcessEnv = { ...launcher, RUNNER_TOKEN: 'a-long-shared-secret-123' };
    expect(dropForeignEnvironment(env).sort()).toEqual(['DATABASE_URL', 'OPENAI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL']);
    expect(Object.keys(env).sort()).toEqual(['DATA_DIR', 'HOME', 'PATH', 'RUNNER_LISTEN', 'RUNNER_TOKEN_FILE']);
  });
});

describe(ensureTokenFile.name, () => {
  it('makes a random token in a missing RUNNER_TOKEN_FILE once, and keeps an existing one', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'runner-token-')), 'shared', 'token');
    ensureTokenFile({ RUNNER_TOKEN_FILE: file });
    const token = readFileSync(file, 'utf8').trim();
    expect(token).toMatch(/^[\w-]{43}$/);
    ensureTokenFile({ RUNNER_TOKEN_FILE: file });
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
  });
});
