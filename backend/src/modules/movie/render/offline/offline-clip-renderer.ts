import { writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { describeFfmpeg } from '../../../../engines/local/find-ffmpeg';
import { EngineError } from '../../../../engines/engine-error';
import { disposerOf, makeVideoWorkFolder } from '../../../../engines/shared/video-work-folder';
import { runFfmpeg } from '../ffmpeg-progress';
import { renderBackdrop, renderTile, type BackdropTone } from './backdrop';
import { clipArgs, stillArgs } from './clip-graph';
import type { ClipLayout } from './clip-layout';
import { fontFile } from './fonts';
import { BED_SAMPLE_RATE, soundtrackBed } from './soundtrack-bed';

export interface ClipRequest {
  layout: ClipLayout;
  width: number;
  height: number;
  seconds: number;
  /** Seeds the backdrop and the music, so the same scene keeps its look and sound. */
  seed: string;
  tone: BackdropTone;
  minorKey: boolean;
  /** Per cast member in layout order: the avatar PNG, or null for an initials disc. */
  avatars: Array<Buffer | null>;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Defaults to the system ffmpeg, then the npm one (see `describeFfmpeg`). */
  ffmpegPath?: string;
}

export interface RenderedClip {
  /** The MP4 inside `folder`; move it out, then call `dispose()`. */
  path: string;
  seconds: number;
  dispose(): Promise<void>;
}

/** Renders one storyboard clip (scene, title card or credits) to an MP4 in a fresh work folder. */
export async function renderOfflineClip(request: ClipRequest): Promise<RenderedClip> {
  let ffmpeg: string;
  try {
    ffmpeg = request.ffmpegPath ?? (await describeFfmpeg()).path;
  } catch (error) {
    throw new EngineError('unavailable', 'Rendering scenes offline needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
  }
  const folder = await makeVideoWorkFolder();
  const dispose = disposerOf(folder);
  try {
    const { layout, width, height, seconds } = request;
    const file = (name: string) => path.join(folder, name);
    const backdrop = file('backdrop.png');
    const bed = file('bed.wav');
    const tiles = layout.tiles.map((_, index) => file(`tile-${index}.png`));
    const texts = layout.texts.map((_, index) => file(`text-${index}.txt`));
    await Promise.all([
      renderBackdrop(backdrop, { width, height, seed: request.seed, tone: request.tone, castStrip: layout.castStrip }),
      writeFile(bed, soundtrackBed({ seconds, sampleRate: BED_SAMPLE_RATE, seed: request.seed, minor: request.minorKey })),
      ...layout.tiles.map((tile, index) =>
        renderTile(tiles[index], { size: tile.size, avatar: request.avatars[tile.castIndex] ?? null, seed: `${request.seed}:${tile.castIndex}` }),
      ),
      ...layout.texts.map((block, index) => writeFile(texts[index], block.content)),
    ]);
    const output = file('clip.mp4');
    const files = { backdrop, tiles, bed, texts, fonts: layout.texts.map((block) => fontFile(block.face)) };
    const spec = { width, height, seconds };
    let still: string | null = null;
    if (layout.settlesAt < seconds) {
      still = file('still.png');
      await runFfmpeg(ffmpeg, stillArgs(layout, spec, files, still), { seconds: 0, signal: request.signal });
    }
    await runFfmpeg(ffmpeg, clipArgs(layout, spec, files, still, output), {
      seconds,
      signal: request.signal,
      onProgress: request.onProgress,
    });
    return { path: output, seconds, dispose };
  } catch (error) {
    await dispose();
    if (request.signal?.aborted || error instanceof EngineError) throw error;
    throw new EngineError('provider', 'The offline scene renderer failed.', { cause: error });
  }
}
