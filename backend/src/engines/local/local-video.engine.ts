import { rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { EngineError } from '../engine-error';
import { hashText, seededRandom } from '../shared/seeded-random';
import { disposerOf, makeVideoWorkFolder } from '../shared/video-work-folder';
import { wrapText } from '../shared/wrap-text';
import type { VideoEngine, VideoOptions, VideoResult } from '../video-engine';
import { describeFfmpeg } from './find-ffmpeg';
import { findFont } from './find-font';
import { LOCAL_ENGINES } from './local-engine-descriptors';
import { runProcess } from './run-process';

export interface LocalVideoSettings {
  /** Defaults to ffmpeg on PATH, then the one shipped by `@ffmpeg-installer/ffmpeg` (see `describeFfmpeg`). */
  ffmpegPath?: string;
  /** A .ttf for the prompt text; defaults to DejaVu Sans Bold from the `dejavu-fonts-ttf` dependency. */
  fontFile?: string;
  /** Where work folders (`atelier-video-<pid>-*`) are made; defaults to the OS temp directory. */
  tempDir?: string;
}

const FPS = 25;
/** The prompt fades in over this long; every frame after it is the same picture. */
const FADE_SECONDS = 0.8;

const escapeFilterValue = (value: string) => value.replace(/\\/g, '/').replace(/[:',[\];=]/g, (c) => `\\${c}`);

/** Offline video: the prompt's text, wrapped, fading in on a prompt-coloured background, with a quiet tone. */
export class LocalVideoEngine implements VideoEngine {
  readonly engine = LOCAL_ENGINES.video;

  constructor(private readonly settings: LocalVideoSettings = {}) {}

  async generate(prompt: string, options: VideoOptions = {}): Promise<VideoResult> {
    const seconds = options.seconds ?? 5;
    const width = options.width ?? 1280;
    const height = options.height ?? 720;
    if (!(seconds > 0 && seconds <= 60)) throw new EngineError('invalid-input', 'Video length must be more than 0 and at most 60 seconds.');
    for (const side of [width, height]) {
      // H.264 with yuv420p needs even sides.
      if (!Number.isInteger(side) || side < 64 || side > 3840 || side % 2 !== 0) {
        throw new EngineError('invalid-input', 'Video sides must be even whole numbers from 64 to 3840 pixels.');
      }
    }
    const ffmpeg = this.settings.ffmpegPath ?? (await this.systemOrNpmFfmpeg());

    const workDir = await makeVideoWorkFolder(this.settings.tempDir);
    const dispose = disposerOf(workDir);
    const output = path.join(workDir, 'video.mp4');
    try {
      options.onProgress?.(0);
      const textFile = path.join(workDir, 'prompt.txt');
      await writeFile(textFile, wrapText(prompt, Math.floor(width / 34), 6).join('\n'));
      await runProcess(ffmpeg, this.ffmpegArgs(prompt, { seconds, width, height, textFile, output }), { signal: options.signal });
      // Only the MP4 stays, so a caller that moves it out leaves an empty folder even before it calls dispose().
      await rm(textFile);
      options.onProgress?.(1);
      return { path: output, contentType: 'video/mp4', seconds, width, height, engine: this.engine, dispose };
    } catch (error) {
      await dispose();
      if (options.signal?.aborted || error instanceof EngineError) throw error;
      throw new EngineError('provider', 'The offline video renderer failed.', { cause: error });
    }
  }

  private async systemOrNpmFfmpeg(): Promise<string> {
    try {
      return (await describeFfmpeg()).path;
    } catch (error) {
      throw new EngineError(
        'unavailable',
        'Offline video needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here. Install ffmpeg or configure a video provider (ENGINE_VIDEO=openai).',
        { cause: error },
      );
    }
  }

  private ffmpegArgs(
    prompt: string,
    job: { seconds: number; width: number; height: number; textFile: string; output: string },
  ): string[] {
    const random = seededRandom(hashText(prompt));
    const colour = [0, 0, 0].map(() => Math.floor(40 + random() * 120).toString(16).padStart(2, '0')).join('');
    const tone = Math.round(180 + random() * 260);
    const font = findFont(this.settings.fontFile);
    const fontSize = Math.round(job.height / 14);
    const drawtext = [
      font ? `fontfile='${escapeFilterValue(font)}'` : 'font=Sans',
      `textfile='${escapeFilterValue(job.textFile)}'`,
      'expansion=none',
      'fontcolor=white',
      `fontsize=${fontSize}`,
      `line_spacing=${Math.round(fontSize / 3)}`,
      'borderw=2',
      'bordercolor=black@0.4',
      'x=(w-text_w)/2',
      'y=(h-text_h)/2',
      `alpha='min(1,t/${FADE_SECONDS})'`,
    ].join(':');
    // The text is drawn on the fade's frames only (its last frame fully opaque); the rest of the clip repeats that
    // frame: the same pictures for about a tenth less of a render's CPU than drawing each of them again.
    const drawnSeconds = Math.min(job.seconds, FADE_SECONDS + 1 / FPS);
    const held = job.seconds - drawnSeconds;
    const hold = held > 0 ? `,tpad=stop_mode=clone:stop_duration=${held.toFixed(3)}` : '';
    return [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `color=c=0x${colour}:s=${job.width}x${job.height}:r=${FPS}:d=${drawnSeconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=44100:duration=${job.seconds}`,
      '-filter_complex', `[0:v]drawtext=${drawtext},format=yuv420p${hold}[v];[1:a]volume=0.05[a]`,
      '-map', '[v]', '-map', '[a]',
      // No `-tune stillimage`: it costs the npm build's x264 2.5× the CPU (1.7 s vs 0.7 s) for an 8 % smaller file.
      // One quantizer for every frame, not CRF, whose rate control keeps refining a frame that repeats: 10 renders
      // 6.3 → 4.5 s of CPU with Debian's ffmpeg, 6.5 → 4.7 s with the npm build (as the movie clips, clip-format.ts).
      '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '23', '-pix_fmt', 'yuv420p',
      // A steady tone needs none of the default coder's search: the fast one takes under half its CPU.
      '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '96k',
      '-t', String(job.seconds), '-movflags', '+faststart',
      job.output,
    ];
  }
}
