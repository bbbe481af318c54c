import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

/**
 * A promise some code started in the background and nobody awaited, rejected inside a real API process
 * (preloaded into it, as a library would): the process logs it and keeps serving.
 */
describe('a promise rejection nobody handles, in a running API process', () => {
  let database: TestDatabase;
  let app: AppProcess;

  beforeAll(async () => {
    database = await createTestDatabase('unhandled_rejection', { migrated: true });
    const preload = path.join(makeTempDir('unhandled-rejection'), 'float-a-rejection.cjs');
    writeFileSync(preload, "process.on('SIGUSR2', () => { Promise.reject(new Error('a background write nobody awaited')); });\n");
    app = new AppProcess({ DATABASE_URL: database.url, PORT: String(await freePort()), NODE_OPTIONS: `--require ${preload}` });
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    await database?.drop();
  });

  it('is logged with pino, and the process keeps serving', async () => {
    const url = await app.ready();

    app.child.kill('SIGUSR2');
    await waitFor(
      () => app.stdout.includes('unhandled promise rejection') || app.child.exitCode !== null,
      'the rejection to be logged (or the process to exit)',
    );

    expect(app.child.exitCode).toBeNull();
    const line = JSON.parse(app.stdout.split('\n').find((entry) => entry.includes('unhandled promise rejection'))!);
    expect(line).toMatchObject({
      level: 50,
      msg: 'unhandled promise rejection (kept serving): a background write nobody awaited',
      err: { message: 'a background write nobody awaited' },
    });
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });
});
