import { Inject, Injectable, Logger } from '@nestjs/common';
import { assetUrl } from '../../../assets/asset-id';
import { AssetStore } from '../../../assets/asset-store.service';
import { EngineError } from '../../../engines/engine-error';
import { describeFfmpeg } from '../../../engines/local/find-ffmpeg';
import type { JobContext } from '../../../jobs/job-context';
import type { JobFailure } from '../../../jobs/job-kind';
import { JobRunner } from '../../../jobs/job-runner.service';
import { KindRunner } from '../../../jobs/kind-runner';
import { CharactersRepository } from '../characters/characters.repository';
import { MOVIE_JOB_SETTINGS, MOVIE_PROJECT_KIND, type MovieJobSettings, SCENE_FAILED_MESSAGE, type SceneJobInput, type SceneJobResult } from '../movie.constants';
import { castOf } from '../projects/project-view';
import { savePoster } from '../render/poster-frame';
import { SceneRenderer } from '../render/scene-renderer.service';
import { renderFingerprint, renderSourceOf } from '../scenes/render-fingerprint';
import { ScenesRepository, type SceneRow } from '../scenes/scenes.repository';
import { SceneRenderGate } from './scene-render-gate';
import { describeEngineFailure } from '../../../engines/engine-error-responses';

/** Stage text: which scene, and where it is in the batch (≤ 120 characters, as the jobs table allows). */
export function sceneStage(sceneNumber: number, index: number, count: number, doing: string): string {
  return count > 1 ? `Scene ${sceneNumber} (${index + 1} of ${count}): ${doing}` : `Scene ${sceneNumber}: ${doing}`;
}

/** A scene item's result: its clip (none when the scene went away meanwhile). */
const clipOf = (mediaId: string | null) => ({ media_id: mediaId, url: mediaId ? assetUrl(mediaId) : null });

/**
 * Runs `movie.scene` jobs: renders a batch of scenes in order, each stored on its scene as soon as it is
 * done, with the cast as the Character Bible has it at that moment. Progress is the batch's: scene i of
 * n covers [i, i+1)/n; each scene is also an item of the job with its own state (its clip once done).
 * A retried job (its worker died) skips the scenes it already stored, and a provider's shots are paid
 * steps, so nothing is rendered or paid for twice.
 */
@Injectable()
export class SceneRenderRunner extends KindRunner<SceneJobInput, SceneJobResult> {
  private readonly logger = new Logger(SceneRenderRunner.name);

  constructor(
    runner: JobRunner,
    private readonly assets: AssetStore,
    private readonly scenes: ScenesRepository,
    private readonly characters: CharactersRepository,
    private readonly renderer: SceneRenderer,
    private readonly gate: SceneRenderGate,
    @Inject(MOVIE_JOB_SETTINGS) settings: MovieJobSettings,
  ) {
    super(runner, settings.scene);
  }

  async run(context: JobContext<SceneJobInput>): Promise<SceneJobResult> {
    const { input, job } = context;
    const results: SceneJobResult['scenes'] = [];
    for (const [index, sceneId] of input.scene_ids.entries()) {
      const scene = await this.scenes.get(input.project_id, sceneId);
      if (!scene) {
        // Deleted meanwhile (the movie was deleted): nothing to render.
        results.push({ scene_id: sceneId, media_id: null });
        await context.items.fail(sceneId, 'The scene was deleted.');
        continue;
      }
      const mediaId = scene.rendered_by_job_id === job.id ? scene.video_asset_id : await this.renderScene(context, scene, index);
      results.push({ scene_id: sceneId, media_id: mediaId });
      await context.items.complete(sceneId, clipOf(mediaId));
    }
    return { scenes: results };
  }

  /** Renders one scene of the batch and stores its clip on it; null when the scene went away meanwhile. */
  private async renderScene(context: JobContext<SceneJobInput>, scene: SceneRow, index: number): Promise<string | null> {
    const { input, job } = context;
    const sceneId = scene.id;
    await this.gate.pass(sceneId, context.signal);
    const characters = new Map((await this.characters.list(input.project_id)).map((row) => [row.id, row]));
    const cast = castOf(scene, characters);
    const report = (fraction: number, doing: string) => {
      const share = Math.min(1, Math.max(0, fraction));
      context.progress(((index + share) / input.scene_ids.length) * 100, sceneStage(scene.scene_number, index, input.scene_ids.length, doing));
      context.items.progress(sceneId, share * 100, doing);
    };
    await context.items.start(sceneId, 'Rendering');
    report(0, 'Rendering');
    const clip = await this.renderer.render(
      { projectId: input.project_id, sceneId, sceneNumber: scene.scene_number, prompt: scene.prompt, seconds: scene.duration_seconds, cast },
      { width: input.width, height: input.height, context, onProgress: (fraction) => report(fraction * 0.95, 'Rendering') },
    );
    let assetId: string;
    let posterAssetId: string | null;
    try {
      report(0.96, 'Saving');
      posterAssetId = await this.poster(context, clip);
      ({ id: assetId } = await this.assets.saveFile(clip.path, {
        kind: 'video',
        contentType: 'video/mp4',
        ownerUserId: job.owner.userId,
        sessionId: job.owner.sessionId,
        projectId: input.project_id,
        projectKind: MOVIE_PROJECT_KIND,
        width: clip.width,
        height: clip.height,
        durationSeconds: clip.seconds,
        jobId: job.id,
      }));
    } finally {
      await clip.dispose();
    }
    const stored = await this.scenes.completeRender(sceneId, {
      assetId,
      posterAssetId,
      hash: renderFingerprint(renderSourceOf(scene, cast, clip.engine.provider)),
      format: clip.format,
      width: clip.width,
      height: clip.height,
      seconds: clip.seconds,
      engine: clip.engine,
      jobId: job.id,
    });
    const orphans = stored === undefined ? [assetId, posterAssetId] : [stored.previous, stored.previousPoster];
    for (const orphan of orphans.filter((id): id is string => !!id)) {
      await this.assets.remove(orphan).catch((error: unknown) => this.logger.warn(`scene file ${orphan} not removed: ${String(error)}`));
    }
    return stored === undefined ? null : assetId;
  }

  /** The clip's poster frame as an asset; a clip without one still counts (the player shows its first frame). */
  private async poster(context: JobContext<SceneJobInput>, clip: { path: string; seconds: number; width: number; height: number }): Promise<string | null> {
    const { job, input } = context;
    try {
      const ffmpeg = (await describeFfmpeg()).path;
      const owner = { ownerUserId: job.owner.userId, sessionId: job.owner.sessionId, projectId: input.project_id, projectKind: MOVIE_PROJECT_KIND, jobId: job.id };
      return await savePoster(this.assets, ffmpeg, { file: clip.path, seconds: clip.seconds, width: clip.width, height: clip.height }, owner, context.signal);
    } catch (error) {
      if (context.signal.aborted) throw error;
      this.logger.warn(`scene poster not taken: ${String(error)}`);
      return null;
    }
  }

  describeFailure(error: unknown): JobFailure {
    if (!(error instanceof EngineError)) this.logger.error(`scene render failed: ${String(error)}`);
    return describeEngineFailure(error, SCENE_FAILED_MESSAGE);
  }
}
