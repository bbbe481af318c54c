import { mkdtemp, rm } from 'node:fs/promises';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { type FfmpegInfo, probeFfmpeg } from '../src/engines/local/find-ffmpeg';
import { LocalVideoEngine } from '../src/engines/local/local-video.engine';
import { clipFormat } from '../src/modules/movie/render/clip-format';
import { conformArgs } from '../src/modules/movie/render/conform-clip';
import { runFfmpeg } from '../src/modules/movie/render/ffmpeg-progress';
import { joinClips } from '../src/modules/movie/render/join-clips';
import { probeMedia } from '../src/modules/movie/render/media-probe';
import { creditsLayout, sceneLayout, titleLayout } from '../src/modules/movie/render/offline/clip-layout';
import { type ClipRequest, renderOfflineClip } from '../src/modules/movie/render/offline/offline-clip-renderer';
import { ffmpegBuilds, inspectMedia, mp4Boxes } from './engines/ffmpeg-support';

// Every graph Movie Studio runs must work on both builds: the npm 4.1 static build (no xfade) and Debian's.
const builds = ffmpegBuilds();

const CAST = [
  { name: 'Mara Quinn', role: 'Good Guy' as const, hasAvatar: true },
  { name: 'Vex', role: 'Bad Guy' as const, hasAvatar: false },
  ...['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'].map((name) => ({ name, role: 'Neutral' as const, hasAvatar: false })),
];

for (const build of builds) {
  (build.present ? describe : describe.skip)(`Movie Studio clips with the ${build.source} ffmpeg`, () => {
    let ffmpeg: FfmpegInfo;
    let folder: string;
    let avatar: Buffer;

    beforeAll(async () => {
      ffmpeg = await probeFfmpeg(build.env);
      folder = await mkdtemp(path.join(tmpdir(), 'atelier-movie-ffmpeg-'));
      avatar = await sharp({ create: { width: 384, height: 384, channels: 3, background: '#d03030' } }).png().toBuffer();
    });

    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    async function render(name: string, request: Omit<ClipRequest, 'ffmpegPath' | 'width' | 'height'>): Promise<string> {
      const clip = await renderOfflineClip({ ...request, width: 640, height: 360, ffmpegPath: ffmpeg.path });
      const file = path.join(folder, `${name}.mp4`);
      await copyFile(clip.path, file);
      await clip.dispose();
      return file;
    }

    it('renders a scene, a title card and scrolling credits, and joins them with a conformed provider-like clip by copying streams', async () => {
      const progress: number[] = [];
      const scene = await render('scene', {
        layout: sceneLayout({ width: 640, height: 360, sceneNumber: 12, prompt: "Mara's 100% 'bold' plan: a chase [at] night; Vex waits.", cast: CAST, engineLabel: 'Atelier · offline engine' }),
        seconds: 4,
        seed: 'p:scene:12',
        tone: 'scene',
        minorKey: true,
        avatars: [avatar, ...CAST.slice(1).map(() => null)],
        onProgress: (fraction) => progress.push(fraction),
      });
      const title = await render('title', {
        layout: titleLayout({ width: 640, height: 360, title: 'Last Delivery: the "Flood"', logline: 'One night, one letter, one war to end.' }),
        seconds: 3,
        seed: 'p:title',
        tone: 'title',
        minorKey: false,
        avatars: [],
      });
      const credits = await render('credits', {
        layout: creditsLayout({ width: 640, height: 360, seconds: 3, cast: CAST, title: 'Last Delivery' }),
        seconds: 3,
        seed: 'p:credits',
        tone: 'credits',
        minorKey: false,
        avatars: [],
      });
      // A provider's shot: another size, no sound; conformed to the movie's format with a silent track.
      const shot = await new LocalVideoEngine({ ffmpegPath: ffmpeg.path, tempDir: folder }).generate('a shot', { seconds: 2, width: 320, height: 240 });
      const silent = path.join(folder, 'silent.mp4');
      await runFfmpeg(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', '-i', shot.path, '-an', '-c', 'copy', silent], { seconds: 0 });
      await shot.dispose();
      const conformed = path.join(folder, 'conformed.mp4');
      await runFfmpeg(ffmpeg.path, conformArgs([{ file: silent, hasAudio: false }], { width: 640, height: 360, seconds: 2.5 }, null, conformed), { seconds: 2.5 });

      expect(progress.length).toBeGreaterThan(0);
      expect(progress[progress.length - 1]).toBeGreaterThan(0.9);
      for (const [file, seconds] of [[scene, 4], [title, 3], [credits, 3], [conformed, 2.5]] as const) {
        const facts = inspectMedia(ffmpeg.path, file);
        expect(Math.abs(facts.seconds - seconds)).toBeLessThan(0.1);
        expect(facts.streams).toEqual([expect.stringMatching(/Video: h264.*yuv420p.*640x360.*25 fps/), expect.stringMatching(/Audio: aac.*48000 Hz, stereo/)]);
      }
      const film = path.join(folder, 'film.mp4');
      await joinClips(ffmpeg.path, [title, scene, conformed, credits], path.join(folder, 'list.txt'), film);
      const joined = await probeMedia(ffmpeg.path, film);
      expect(Math.abs(joined.seconds - 12.5)).toBeLessThan(0.2);
      expect(joined).toMatchObject({ hasAudio: true, hasVideo: true });
      expect(mp4Boxes(film).indexOf('moov')).toBeLessThan(mp4Boxes(film).indexOf('mdat'));
      expect(clipFormat(ffmpeg, 640, 360)).toBe(`h264-ultrafast-qp23-yuv420p/640x360@25/aac-48000-2/${ffmpeg.source}-${ffmpeg.version}`);
    });
  });
}
