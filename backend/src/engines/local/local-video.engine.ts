import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { EngineError } from '../engine-error';
import { hashText, seededRandom } from '../shared/seeded-random';
import { wrapText } from '../shared/wrap-text';
import type { VideoEngine, VideoOptions, VideoResult } from '../video-engine';
import { findFfmpeg } from './find-ffmpeg';
import { findFont } from './find-font';
import { LOCAL_ENGINES } from './local-engine-descriptors';
import { runProcess } from './run-process';

export interface LocalVideoSettings {
  /** Defaults to ffmpeg on PATH, then `@ffmpeg-installer/ffmpeg`. */
  ffmpegPath?: string;
  /** A .ttf for the prompt text; defaults to DejaVu Sans from `fonts-dejavu-core`. */
  fontFile?: string;
  /** Where finished files are written; defaults to the OS temp directory. */
  tempDir?: string;
}

const FPS = 25;

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
    const ffmpeg = this.settings.ffmpegPath ?? findFfmpeg();
    if (!ffmpeg) {
      throw new EngineError('unavailable', 'Offline video needs ffmpeg. Install ffmpeg or configure a video provider (ENGINE_VIDEO=openai).');
    }

    const workDir = await mkdtemp(path.join(this.settings.tempDir ?? tmpdir(), 'atelier-video-'));
    const output = path.join(workDir, 'video.mp4');
    try {
      options.onProgress?.(0);
      const textFile = path.join(workDir, 'prompt.txt');
      await writeFile(textFile, wrapText(prompt, Math.floor(width / 34), 6).join('\n'));
      await runProcess(ffmpeg, this.ffmpegArgs(prompt, { seconds, width, height, textFile, output }), options.signal);
      options.onProgress?.(1);
      return { path: output, contentType: 'video/mp4', seconds, width, height, engine: this.engine };
    } catch (error) {
      await rm(workDir, { recursive: true, force: true });
      if (options.signal?.aborted || error instanceof EngineError) throw error;
      throw new EngineError('provider', 'The offline video renderer failed.', { cause: error });
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
      "alpha='min(1,t/0.8)'",
    ].join(':');
    return [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `color=c=0x${colour}:s=${job.width}x${job.height}:r=${FPS}:d=${job.seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=44100:duration=${job.seconds}`,
      '-filter_complex', `[0:v]drawtext=${drawtext},format=yuv420p[v];[1:a]volume=0.05[a]`,
      '-map', '[v]', '-map', '[a]',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '96k',
      '-t', String(job.seconds), '-movflags', '+faststart',
      job.output,
    ];
  }
}
