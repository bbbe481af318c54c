import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { AppProcess } from '../support/app-process';
import { freePort } from '../support/free-port';
import { makeTempDir } from '../support/temp-dir';
import { type TestDatabase, createTestDatabase } from '../support/test-database';
import { pathWithoutFfmpeg } from './ffmpeg-support';

/** The pid of a process that has exited. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.once('exit', () => resolve(child.pid!)));
}

describe('EnginesModule at start-up', () => {
  let database: TestDatabase;
  let tmp: string;
  let app: AppProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('engines-startup', { migrated: true });
    tmp = makeTempDir('engines-startup');
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    await database?.drop();
    await rm(tmp, { recursive: true, force: true });
  });

  it("removes video work folders of dead processes, keeps a live process's, and logs the npm ffmpeg when PATH has none", async () => {
    const stale = `atelier-video-${await deadPid()}-AbC123`;
    const live = `atelier-video-${process.pid}-AbC123`;
    for (const name of [stale, live]) {
      await mkdir(path.join(tmp, name));
      await writeFile(path.join(tmp, name, 'prompt.txt'), 'left behind');
    }

    app = new AppProcess({ DATABASE_URL: database.url, PORT: String(await freePort()), TMPDIR: tmp, PATH: pathWithoutFfmpeg() });
    await app.ready();

    expect((await readdir(tmp)).filter((name) => name.startsWith('atelier-video-'))).toEqual([live]);
    expect(app.stdout).toMatch(/ffmpeg: npm @ffmpeg-installer\/ffmpeg 4\.1\.0 \(\/\S+\/ffmpeg\)/);
    expect(app.stdout).toContain('removed 1 video work folder(s) left by stopped processes');
  });
});
