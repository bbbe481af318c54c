import { rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Engines } from '../../../engines/create-engines';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import { EngineError } from '../../../engines/engine-error';
import { ENGINES } from '../../../engines/engines.module';
import { describeFfmpeg } from '../../../engines/local/find-ffmpeg';
import { LOCAL_ENGINES } from '../../../engines/local/local-engine-descriptors';
import { disposerOf, makeVideoWorkFolder } from '../../../engines/shared/video-work-folder';
import type { VideoResult } from '../../../engines/video-engine';
import type { JobContext } from '../../../jobs/job-context';
import { type CastMember, castPrompt } from '../scenes/scene-cast';
import { characterSheet } from './character-sheet';
import { narrateClip, narratedSeconds } from './narration/narrate-clip';
import { narrateInWorker } from './narration/speech-worker-client';
import { clipFormat } from './clip-format';
import { conformArgs } from './conform-clip';
import { runFfmpeg } from './ffmpeg-progress';
import { probeMedia } from './media-probe';
import { sceneLayout } from './offline/clip-layout';
import { renderOfflineClip } from './offline/offline-clip-renderer';
import { BED_SAMPLE_RATE, soundtrackBed } from './offline/soundtrack-bed';
import { readAsset } from './read-asset';

/** Length of one provider shot: today's video models make 4–12 s clips, so a scene is several shots. */
export const PROVIDER_SHOT_SECONDS = 8;
/**
 * The size providers are asked for: 720p in the movie's shape (1280×720, 720×1280, 720×720: the sizes
 * OpenAI-compatible video models take); clips are conformed to the plan's size.
 */
export function providerFrame(width: number, height: number): { width: number; height: number } {
  if (width > height) return { width: 1280, height: 720 };
  if (width < height) return { width: 720, height: 1280 };
  return { width: 720, height: 720 };
}
const DARK_WORDS = /\b(dark|night|death|dead|kill|fear|storm|threat|danger|villain|blood|war|chase|escape|trap)/i;

export interface SceneToRender {
  projectId: string;
  sceneId: string;
  sceneNumber: number;
  prompt: string;
  seconds: number;
  cast: CastMember[];
}

export interface RenderedScene {
  path: string;
  seconds: number;
  width: number;
  height: number;
  /** See clipFormat: an export joins clips of the same format by copying their streams. */
  format: string;
  engine: EngineDescriptor;
  dispose(): Promise<void>;
}

export interface RenderOptions {
  width: number;
  height: number;
  /** The job's context: provider shots are paid steps (never paid twice across attempts). */
  context: JobContext<object>;
  onProgress: (fraction: number) => void;
}

/**
 * Renders one scene with its cast bound by name (and by picture) in every engine request. Offline: a
 * storyboard clip of the scene's full length showing its text and its characters (avatars composited),
 * over a generated soundtrack bed. A provider: as many shots as the scene's length needs, each with the
 * bound cast prompt and the cast's avatars as reference image, conformed into one clip of the movie's format.
 */
@Injectable()
export class SceneRenderer {
  constructor(
    @Inject(ENGINES) private readonly engines: Engines,
    private readonly assets: AssetStore,
  ) {}

  /** The scene rendered at least as long as its narration (spoken offline), then narrated, with its cues as a subtitle track. */
  async render(planned: SceneToRender, options: RenderOptions): Promise<RenderedScene> {
    const narration = await narrateInWorker({ text: planned.prompt, cast: planned.cast.map(({ id, name }) => ({ id, name })) }, options.context.signal);
    const scene = { ...planned, seconds: narratedSeconds(planned.seconds, narration) };
    const clip = await this.renderPicture(scene, options);
    if (!narration) return clip;
    try {
      return { ...clip, path: await narrateClip((await describeFfmpeg()).path, clip, narration, options.context.signal) };
    } catch (error) {
      await clip.dispose();
      throw error;
    }
  }

  private async renderPicture(scene: SceneToRender, options: RenderOptions): Promise<RenderedScene> {
    const ffmpeg = await describeFfmpeg().catch((error: unknown) => {
      throw new EngineError('unavailable', 'Rendering scenes needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
    });
    const format = clipFormat(ffmpeg, options.width, options.height);
    const avatars = await Promise.all(scene.cast.map((member) => (member.avatarAssetId ? readAsset(this.assets, member.avatarAssetId) : null)));
    if (this.engines.video.engine.provider === 'local') {
      const clip = await renderOfflineClip({
        layout: sceneLayout({
          width: options.width,
          height: options.height,
          sceneNumber: scene.sceneNumber,
          prompt: scene.prompt,
          cast: scene.cast.map((member, index) => ({ name: member.name, role: member.role, hasAvatar: !!avatars[index] })),
          engineLabel: `Atelier · ${LOCAL_ENGINES.video.label}`,
        }),
        width: options.width,
        height: options.height,
        seconds: scene.seconds,
        seed: `${scene.projectId}:scene:${scene.sceneNumber}`,
        tone: 'scene',
        minorKey: scene.cast.some((member) => member.role === 'Bad Guy') || DARK_WORDS.test(scene.prompt),
        avatars,
        signal: options.context.signal,
        onProgress: options.onProgress,
      });
      return { ...clip, width: options.width, height: options.height, format, engine: LOCAL_ENGINES.video };
    }
    return this.renderShots(scene, options, avatars.filter((avatar): avatar is Buffer => !!avatar), ffmpeg.path, format);
  }

  private async renderShots(scene: SceneToRender, options: RenderOptions, avatars: Buffer[], ffmpeg: string, format: string): Promise<RenderedScene> {
    const engine = this.engines.video;
    const { context } = options;
    const shots = Math.max(1, Math.ceil(scene.seconds / PROVIDER_SHOT_SECONDS));
    const frame = providerFrame(options.width, options.height);
    const reference = avatars.length
      ? { data: await characterSheet(avatars, frame.width, frame.height), contentType: 'image/png' as const }
      : undefined;
    const withPictures = scene.cast.filter((member) => member.avatarAssetId).map((member) => member.name);
    const prompt = castPrompt(scene.prompt, scene.cast);
    const results: VideoResult[] = [];
    const folder = await makeVideoWorkFolder();
    const dispose = disposerOf(folder);
    try {
      for (let shot = 0; shot < shots; shot++) {
        const step = `scene-${scene.sceneId}-shot-${shot + 1}`;
        // The provider's id of this shot, if an earlier attempt already paid for it: poll it, never create it again.
        const resume = context.recalled<string>(step);
        if (!resume) await context.beginPaidStep(step);
        const shotPrompt =
          `${prompt}\n\nShot ${shot + 1} of ${shots} of this scene; continue seamlessly from the previous shot.` +
          (withPictures.length ? `\nThe reference image shows, left to right: ${withPictures.join(', ')}.` : '');
        results.push(
          await engine.generate(shotPrompt, {
            seconds: PROVIDER_SHOT_SECONDS,
            ...frame,
            signal: context.signal,
            referenceImage: reference,
            resumeProviderJob: resume,
            onProviderJob: (id) => context.checkpoint(step, id),
            onProgress: (fraction) => options.onProgress(((shot + fraction) / shots) * 0.9),
          }),
        );
      }
      const inputs = await Promise.all(results.map(async (result) => ({ file: result.path, hasAudio: (await probeMedia(ffmpeg, result.path, context.signal)).hasAudio })));
      const bed = path.join(folder, 'bed.wav');
      await writeFile(bed, soundtrackBed({ seconds: scene.seconds, sampleRate: BED_SAMPLE_RATE, seed: `${scene.projectId}:scene:${scene.sceneNumber}`, minor: false }));
      const output = path.join(folder, 'scene.mp4');
      const spec = { width: options.width, height: options.height, seconds: scene.seconds };
      await runFfmpeg(ffmpeg, conformArgs(inputs, spec, bed, output), {
        seconds: scene.seconds,
        signal: context.signal,
        onProgress: (fraction) => options.onProgress(0.9 + fraction * 0.1),
      });
      await rm(bed, { force: true });
      return { path: output, seconds: scene.seconds, width: options.width, height: options.height, format, engine: engine.engine, dispose };
    } catch (error) {
      await dispose();
      throw error;
    } finally {
      await Promise.all(results.map((result) => result.dispose()));
    }
  }
}

