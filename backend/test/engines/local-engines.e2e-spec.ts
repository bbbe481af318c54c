import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { encodeMp3 } from '../../src/engines/local/encode-mp3';
import { type FfmpegInfo, probeFfmpeg } from '../../src/engines/local/find-ffmpeg';
import { LocalImageEngine } from '../../src/engines/local/local-image.engine';
import { findFont } from '../../src/engines/local/find-font';
import { LocalVideoEngine } from '../../src/engines/local/local-video.engine';
import { promptArtSvg } from '../../src/engines/local/prompt-art.svg';
import { fontconfigWithShippedFonts } from '../../src/engines/local/svg-fonts';
import { ffmpegBuilds, firstMp3Frame, greyFrame, inspectMedia, mp4Boxes, sineSamples, sineWav, systemFfmpeg } from './ffmpeg-support';

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

  it('draws the prompt in the DejaVu shipped in npm on a machine without fonts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'atelier-fonts-test-'));
    try {
      // A system configuration that knows no fonts, as on a bare server; fontconfig is read once per process, hence a child.
      const bare = path.join(dir, 'bare.conf');
      await writeFile(bare, '<?xml version="1.0"?><fontconfig></fontconfig>\n');
      const shipped = path.join(dir, 'shipped.conf');
      await writeFile(shipped, fontconfigWithShippedFonts(path.dirname(findFont()!), bare));
      const svg = path.join(dir, 'art.svg');
      await writeFile(svg, promptArtSvg('A lighthouse on a stormy cliff at dusk', 512, 512));
      // With the shipped font the first line spans most of the width. Without any font the renderer draws nothing
      // or a row of empty boxes whose length varies from run to run (0, 128 and 238 px measured on one machine,
      // the DejaVu line 394 px): the bare render only has to show that the fonts were missing there.
      const withShippedFont = whiteTextWidth(svg, shipped);
      expect(withShippedFont).toBeGreaterThan(350);
      expect(whiteTextWidth(svg, bare)).toBeLessThan(withShippedFont - 100);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Renders the SVG with sharp in a fresh process under that fontconfig file; how wide the white (text) pixels spread. */
function whiteTextWidth(svg: string, fontconfigFile: string): number {
  const script = `require('sharp')(${JSON.stringify(svg)}).raw().toBuffer({ resolveWithObject: true }).then(({ data, info }) => {
    let left = info.width, right = -1;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i] !== 255 || data[i + 1] !== 255 || data[i + 2] !== 255) continue;
      const x = (i / info.channels) % info.width;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
    process.stdout.write('\\n' + String(Math.max(0, right - left + 1)) + '\\n');
  })`;
  const { stdout, stderr, status } = spawnSync(process.execPath, ['-e', script], {
    cwd: __dirname,
    encoding: 'utf8',
    // FORCE_COLOR (set by the test runner) would colour a logged number; the width is written as plain text.
    env: { ...process.env, FORCE_COLOR: '0', FONTCONFIG_FILE: fontconfigFile },
  });
  if (status !== 0) throw new Error(stderr);
  // The last line is the width; a library may print a warning line before it.
  const width = /(\d+)\s*$/.exec(stdout)?.[1];
  if (width === undefined) throw new Error(`no width printed: ${stdout} ${stderr}`);
  return Number(width);
}


const PROMPT = "A lighthouse on a stormy cliff at dusk, with 100% 'drama': waves [and] spray";
// Every graph the offline engines use must run on both builds: the npm one (a 4.1 static build) and Debian's.
const builds = ffmpegBuilds();
const system = systemFfmpeg();

for (const build of builds) {
  (build.present ? describe : describe.skip)(`offline video and MP3 with the ${build.source} ffmpeg`, () => {
    let ffmpeg: FfmpegInfo;
    let parent: string;

    beforeAll(async () => {
      ffmpeg = await probeFfmpeg(build.env);
    });
    beforeEach(async () => {
      parent = await mkdtemp(path.join(tmpdir(), 'atelier-engines-test-'));
    });
    afterEach(async () => {
      await rm(parent, { recursive: true, force: true });
    });

    it(`is the ${build.source} build`, () => {
      expect(ffmpeg.source).toBe(build.source);
      if (build.source === 'npm') expect(ffmpeg).toMatchObject({ path: expect.stringContaining('@ffmpeg-installer'), version: '4.1.0' });
      else expect(ffmpeg.path).toBe(system);
    });

    it('renders a 5 s 1280×720 H.264/AAC MP4 with faststart, the prompt drawn in white', async () => {
      const engine = new LocalVideoEngine({ ffmpegPath: ffmpeg.path, tempDir: parent });
      const result = await engine.generate(PROMPT);
      try {
        expect(path.basename(path.dirname(result.path))).toMatch(new RegExp(`^atelier-video-${process.pid}-`));
        expect(await readdir(path.dirname(result.path))).toEqual(['video.mp4']);
        // +faststart puts the index (moov) before the media data, so browsers can start playing at once.
        const boxes = mp4Boxes(result.path);
        expect(boxes[0]).toBe('ftyp');
        expect(boxes.indexOf('moov')).toBeGreaterThan(0);
        expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
        const facts = inspectMedia(ffmpeg.path, result.path);
        expect(facts.seconds).toBeCloseTo(5, 0);
        expect(facts.streams).toEqual([expect.stringMatching(/Video: h264.*yuv420p.*1280x720/), expect.stringMatching(/Audio: aac/)]);
        // The background is at most mid-grey, so near-white pixels are the drawn text.
        const frame = greyFrame(ffmpeg.path, result.path, 2);
        expect(frame.length).toBe(1280 * 720);
        expect(frame.filter((value) => value > 230).length).toBeGreaterThan(5_000);
        expect(result).toMatchObject({ contentType: 'video/mp4', seconds: 5, width: 1280, height: 720, engine: { label: 'offline engine' } });
      } finally {
        await result.dispose();
      }
      expect(await readdir(parent)).toEqual([]);
    });

    it('stops ffmpeg when the caller aborts and leaves no work folder', async () => {
      const engine = new LocalVideoEngine({ ffmpegPath: ffmpeg.path, tempDir: parent });
      const controller = new AbortController();
      const failure = engine.generate('long one', { seconds: 30, signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
      expect(await readdir(parent)).toEqual([]);
    });

    it('encodes a WAV and raw PCM to MP3 with libmp3lame', async () => {
      const wav = path.join(parent, 'tone.wav');
      await writeFile(wav, sineWav(1));
      const fromWav = path.join(parent, 'from-wav.mp3');
      await encodeMp3(wav, fromWav, { ffmpegPath: ffmpeg.path });
      expect(firstMp3Frame(fromWav)).toMatchObject({ id3: true });
      expect(inspectMedia(ffmpeg.path, fromWav)).toMatchObject({ seconds: expect.closeTo(1, 1), streams: [expect.stringMatching(/Audio: mp3, 44100 Hz, mono/)] });

      const mono = sineSamples(1, 48_000);
      const stereo = new Float32Array(mono.length * 2).map((_, i) => mono[i >> 1] / 32_768);
      const fromPcm = path.join(parent, 'from-pcm.mp3');
      await encodeMp3({ samples: stereo, sampleRate: 48_000, channels: 2 }, fromPcm, { ffmpegPath: ffmpeg.path, kbps: 128 });
      expect(firstMp3Frame(fromPcm)).not.toBeNull();
      expect(inspectMedia(ffmpeg.path, fromPcm)).toMatchObject({
        seconds: expect.closeTo(1, 1),
        streams: [expect.stringMatching(/Audio: mp3, 48000 Hz, stereo.*128 kb\/s/)],
      });
    });
  });
}

describe(`${LocalVideoEngine.name} and ${encodeMp3.name} without a working ffmpeg run`, () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'atelier-engines-test-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('finds the npm ffmpeg when PATH has none, and the system one first when it has', async () => {
    expect(await probeFfmpeg({ PATH: '' })).toMatchObject({ source: 'npm' });
    if (system) expect(await probeFfmpeg(process.env)).toMatchObject({ source: 'system', path: system });
  });

  it('removes the work folder when the render fails', async () => {
    // Node rejects ffmpeg's options, so this "ffmpeg" always fails.
    const engine = new LocalVideoEngine({ ffmpegPath: process.execPath, tempDir: parent });
    await expect(engine.generate(PROMPT)).rejects.toMatchObject({ kind: 'provider', message: 'The offline video renderer failed.' });
    expect(await readdir(parent)).toEqual([]);
  });

  it('refuses odd sizes that H.264 cannot encode', async () => {
    await expect(new LocalVideoEngine().generate('x', { width: 641, height: 360 })).rejects.toMatchObject({ kind: 'invalid-input' });
  });

  it('leaves no partial MP3 when the input is not audio', async () => {
    const notAudio = path.join(parent, 'notes.wav');
    await writeFile(notAudio, 'not a wave file');
    const output = path.join(parent, 'out.mp3');
    const npm = await probeFfmpeg({ PATH: '' });
    await expect(encodeMp3(notAudio, output, { ffmpegPath: npm.path })).rejects.toMatchObject({ kind: 'provider' });
    expect(await readdir(parent)).toEqual(['notes.wav']);
  });
});
