// Times the offline engines from the built output: `npm run build -w backend && node backend/scripts/bench-engines.mjs`.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'engines');
if (!existsSync(dist)) {
  console.error('backend/dist/engines is missing: run `npm run build -w backend` first.');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { LocalImageEngine } = require(path.join(dist, 'local', 'local-image.engine.js'));
const { LocalVideoEngine } = require(path.join(dist, 'local', 'local-video.engine.js'));
const { encodeMp3 } = require(path.join(dist, 'local', 'encode-mp3.js'));
const { ffmpegLabel, probeFfmpeg } = require(path.join(dist, 'local', 'find-ffmpeg.js'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

async function time(runs, task) {
  await task(-1); // warm-up: loads libvips / the ffmpeg binary into the page cache
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task(run);
    samples.push(performance.now() - started);
  }
  return samples;
}

const prompt = 'A lighthouse on a stormy cliff at dusk, oil painting with dramatic clouds and crashing waves';

const image = new LocalImageEngine();
const png = await time(5, (run) => image.generate(`${prompt} #${run}`, { width: 1024, height: 1024 }));
console.log(`local PNG 1024x1024: median ${ms(median(png))} of 5 (${png.map(ms).join(', ')}); goal <= 500 ms`);

// Both builds the engines must work with: the system ffmpeg (when on PATH) and the npm one (PATH without ffmpeg).
const withoutFfmpeg = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => dir && !existsSync(path.join(dir, 'ffmpeg')))
  .join(path.delimiter);
const builds = [await probeFfmpeg(process.env), await probeFfmpeg({ PATH: withoutFfmpeg })].filter(
  (build, index, all) => all.findIndex((other) => other.path === build.path) === index,
);

// Three minutes of stereo 44.1 kHz float PCM: the length of a Music Studio beat.
const beatSeconds = 180;
const pcm = new Float32Array(beatSeconds * 44_100 * 2).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * (i >> 1)) / 44_100));
const scratch = await mkdtemp(path.join(tmpdir(), 'atelier-bench-'));

for (const build of builds) {
  console.log(`ffmpeg: ${ffmpegLabel(build)}`);
  const video = new LocalVideoEngine({ ffmpegPath: build.path });
  const mp4 = await time(3, async (run) => {
    const result = await video.generate(`${prompt} #${run}`, { seconds: 5, width: 1280, height: 720 });
    await result.dispose();
  });
  console.log(`  local MP4 5 s 1280x720: median ${ms(median(mp4))} of 3 (${mp4.map(ms).join(', ')}); goal <= 3000 ms`);
  const mp3 = await time(3, (run) => encodeMp3({ samples: pcm, sampleRate: 44_100, channels: 2 }, path.join(scratch, `beat-${run}.mp3`), { ffmpegPath: build.path }));
  console.log(`  MP3 3 min stereo 192 kb/s: median ${ms(median(mp3))} of 3 (${mp3.map(ms).join(', ')}); goal <= 5000 ms`);
}
await rm(scratch, { recursive: true, force: true });
