import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import sharp from 'sharp';
import { LocalImageEngine } from '../../src/engines/local/local-image.engine';
import { LocalVideoEngine } from '../../src/engines/local/local-video.engine';
import { findFfmpeg } from '../../src/engines/local/find-ffmpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe(LocalImageEngine.name, () => {
  const engine = new LocalImageEngine();

  it('renders a real 1024×1024 PNG by default, the same for the same prompt', async () => {
    const result = await engine.generate('A lighthouse on a stormy cliff at dusk');
    expect(result.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(result).toMatchObject({ contentType: 'image/png', width: 1024, height: 1024, engine: { label: 'offline engine' } });
    expect((await engine.generate('A lighthouse on a stormy cliff at dusk')).data.equals(result.data)).toBe(true);
    expect((await engine.generate('A different prompt')).data.equals(result.data)).toBe(false);
  });

  it('honours the requested size and survives markup in the prompt', async () => {
    const result = await engine.generate('<script>alert("x")</script> & friends', { width: 640, height: 360 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'png', width: 640, height: 360 });
  });

  it('refuses sizes it cannot render', async () => {
    await expect(engine.generate('x', { width: 0, height: 10 })).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});

const ffmpeg = findFfmpeg();
const ffprobe = ffmpeg ? path.join(path.dirname(ffmpeg), 'ffprobe') : null;
if (!ffmpeg) {
  // CI installs Debian `ffmpeg`; only a developer machine without it skips these.
  console.warn('LocalVideoEngine tests skipped: ffmpeg was not found on PATH (apt-get install ffmpeg fonts-dejavu-core).');
}
const describeWithFfmpeg = ffmpeg ? describe : describe.skip;

describeWithFfmpeg(LocalVideoEngine.name, () => {
  const engine = new LocalVideoEngine();

  it('renders a 5 s 1280×720 H.264/AAC MP4 with faststart', async () => {
    const result = await engine.generate('A lighthouse on a stormy cliff at dusk, with 100% \'drama\': waves [and] spray');
    try {
      const probe = JSON.parse(
        execFileSync(ffprobe!, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', result.path]).toString(),
      ) as { format: { duration: string }; streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }> };
      expect(Number(probe.format.duration)).toBeCloseTo(5, 0);
      expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p' });
      expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      // +faststart puts the index (moov) before the media data, so browsers can start playing at once.
      const head = execFileSync('head', ['-c', '65536', result.path]);
      expect(head.indexOf('moov')).toBeGreaterThan(-1);
      expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
      expect(result).toMatchObject({ contentType: 'video/mp4', seconds: 5, width: 1280, height: 720, engine: { label: 'offline engine' } });
    } finally {
      await rm(path.dirname(result.path), { recursive: true, force: true });
    }
  });

  it('stops ffmpeg when the caller aborts', async () => {
    const controller = new AbortController();
    const failure = engine.generate('long one', { seconds: 30, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses odd sizes that H.264 cannot encode', async () => {
    await expect(engine.generate('x', { width: 641, height: 360 })).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});
