// Which ffmpeg the backend uses (system on PATH first, else the npm one), asked of the built backend itself:
// `node backend/scripts/which-ffmpeg.mjs` (after `npm run build -w backend`). `npm start` prints the same line.
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const findFfmpeg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'engines', 'local', 'find-ffmpeg.js');

/** `system /usr/bin/ffmpeg 5.1.6…`, `npm @ffmpeg-installer/ffmpeg 4.1.0 (…)`, or `none (why)`. */
export async function whichFfmpeg() {
  const { describeFfmpeg, ffmpegLabel } = createRequire(import.meta.url)(findFfmpeg);
  try {
    return ffmpegLabel(await describeFfmpeg());
  } catch (error) {
    return `none — offline video and MP3 encoding will fail (${error instanceof Error ? error.message : error})`;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`ffmpeg: ${await whichFfmpeg()}`);
}
