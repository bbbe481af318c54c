import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { disposerOf, makeVideoWorkFolder, sweepStaleVideoWorkFolders } from './video-work-folder';

describe(sweepStaleVideoWorkFolders.name, () => {
  const LIVE = 4_000_001;
  const DEAD = 4_000_002;
  const alive = (pid: number) => pid === LIVE;
  let parent: string;

  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'atelier-sweep-test-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  async function folder(name: string, ageMs = 0): Promise<void> {
    const dir = path.join(parent, name);
    await mkdir(dir);
    await writeFile(path.join(dir, 'prompt.txt'), 'a prompt');
    if (ageMs > 0) {
      const then = new Date(Date.now() - ageMs);
      await utimes(dir, then, then);
    }
  }

  it("removes a dead process's folders and keeps a live process's, this process's and other programs'", async () => {
    await folder(`atelier-video-${DEAD}-AbC123`);
    await folder(`atelier-video-${LIVE}-AbC123`);
    await folder(`atelier-video-${process.pid}-AbC123`);
    await folder('atelier-video-test-AbC123');
    await folder('something-else');

    const removed = await sweepStaleVideoWorkFolders(parent, alive);

    expect(removed).toEqual([path.join(parent, `atelier-video-${DEAD}-AbC123`)]);
    expect((await readdir(parent)).sort()).toEqual(
      [`atelier-video-${LIVE}-AbC123`, `atelier-video-${process.pid}-AbC123`, 'atelier-video-test-AbC123', 'something-else'].sort(),
    );
  });

  it('removes a folder with our pid that is older than this process (a restarted container reuses pid 1)', async () => {
    await folder(`atelier-video-${process.pid}-Old123`, (process.uptime() + 60) * 1000);
    expect(await sweepStaleVideoWorkFolders(parent, alive)).toEqual([path.join(parent, `atelier-video-${process.pid}-Old123`)]);
  });

  it('removes pid-less folders from older versions only once no render can still own them', async () => {
    await folder('atelier-video-Xy12ab', 2 * 60 * 60 * 1000);
    await folder('atelier-video-Zz98cd', 60 * 1000);
    await sweepStaleVideoWorkFolders(parent, alive);
    expect(await readdir(parent)).toEqual(['atelier-video-Zz98cd']);
  });

  it('finds nothing to do in a folder that does not exist', async () => {
    expect(await sweepStaleVideoWorkFolders(path.join(parent, 'missing'), alive)).toEqual([]);
  });
});

describe(makeVideoWorkFolder.name, () => {
  it('names the folder after this process, and its disposer removes it with its content, twice safely', async () => {
    const dir = await makeVideoWorkFolder();
    expect(path.basename(dir)).toMatch(new RegExp(`^atelier-video-${process.pid}-[A-Za-z0-9]{6}$`));
    await writeFile(path.join(dir, 'video.mp4'), 'x');
    const dispose = disposerOf(dir);
    await dispose();
    await dispose();
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
