// Times the offline engines from the built output: `npm run build -w backend && node backend/scripts/bench-engines.mjs`.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
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

const video = new LocalVideoEngine();
const mp4 = await time(3, async (run) => {
  const result = await video.generate(`${prompt} #${run}`, { seconds: 5, width: 1280, height: 720 });
  await rm(path.dirname(result.path), { recursive: true, force: true });
});
console.log(`local MP4 5 s 1280x720: median ${ms(median(mp4))} of 3 (${mp4.map(ms).join(', ')}); goal <= 3000 ms`);
