import { copyFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { EngineError } from '../../../engines/engine-error';
import { describeFfmpeg } from '../../../engines/local/find-ffmpeg';
import { disposerOf, makeVideoWorkFolder } from '../../../engines/shared/video-work-folder';
import type { JobContext } from '../../../jobs/job-context';
import type { JobFailure } from '../../../jobs/job-kind';
import { JobRunner } from '../../../jobs/job-runner.service';
import { KindRunner } from '../../../jobs/kind-runner';
import { CharactersRepository, type CharacterRow } from '../characters/characters.repository';
import {
  END_CREDITS_SECONDS,
  EXPORT_FAILED_MESSAGE,
  type ExportJobInput,
  type ExportJobResult,
  MOVIE_JOB_SETTINGS,
  MOVIE_PROJECT_KIND,
  type MovieJobSettings,
  TITLE_CARD_SECONDS,
} from '../movie.constants';
import { ProjectsRepository, type ProjectRow } from '../projects/projects.repository';
import { clipFormat } from '../render/clip-format';
import { conformArgs } from '../render/conform-clip';
import { runFfmpeg } from '../render/ffmpeg-progress';
import { joinClips } from '../render/join-clips';
import { probeMedia } from '../render/media-probe';
import { savePoster } from '../render/poster-frame';
import { type ClipLayout, creditsLayout, titleLayout } from '../render/offline/clip-layout';
import { renderOfflineClip } from '../render/offline/offline-clip-renderer';
import { downloadAsset } from '../render/read-asset';
import { ScenesRepository, type SceneRow } from '../scenes/scenes.repository';
import { ClipsRepository } from './clips.repository';
import { ExportKeeper } from './export-keeper';
import { exportFileName } from './export-file-name';
import { subtitleMovie } from './movie-subtitles';
import { conformedSceneKey, creditsKey, exportFingerprint, needsConforming, titleCardKey } from './export-plan';
import { describeEngineFailure } from '../../../engines/engine-error-responses';

/** A failure that another attempt cannot fix (the project or its scenes are gone). */
class ExportImpossible extends Error {}

interface Piece {
  /** Local copy for ffmpeg. */
  file: string;
  /** Whether it had to be rendered or re-encoded for this export (else reused as it was). */
  made: boolean;
  /** movie_clips key, for pieces kept for later exports. */
  key: string | null;
}

interface ExportWork {
  context: JobContext<ExportJobInput>;
  project: ProjectRow;
  folder: string;
  format: string;
  ffmpeg: string;
}

/**
 * Runs `movie.export`: title card (title, logline), the rendered scenes in order, end credits (cast and
 * roles), joined into one MP4 at the plan's frame size. Every piece is in the movie's clip format, so
 * they are joined by copying streams; a scene clip in another format is re-encoded first. Title cards,
 * credits and re-encoded scenes are kept by content, so an export after a small change re-renders only
 * what changed. Each export is kept as its own file, named after the movie (ExportKeeper).
 */
@Injectable()
export class MovieExportRunner extends KindRunner<ExportJobInput, ExportJobResult> {
  private readonly logger = new Logger(MovieExportRunner.name);

  constructor(
    runner: JobRunner,
    private readonly assets: AssetStore,
    private readonly projects: ProjectsRepository,
    private readonly characters: CharactersRepository,
    private readonly scenes: ScenesRepository,
    private readonly clips: ClipsRepository,
    private readonly keeper: ExportKeeper,
    @Inject(MOVIE_JOB_SETTINGS) settings: MovieJobSettings,
  ) {
    super(runner, settings.export);
  }

  async run(context: JobContext<ExportJobInput>): Promise<ExportJobResult> {
    const { input } = context;
    const project = await this.projects.get(input.project_id);
    if (!project) throw new ExportImpossible('The movie was deleted.');
    const [characters, scenes] = await Promise.all([this.characters.list(project.id), this.scenes.list(project.id)]);
    const rendered = scenes.filter((scene) => scene.video_asset_id);
    if (!rendered.length) throw new ExportImpossible('Generate at least one scene before exporting the movie.');
    const ffmpeg = await describeFfmpeg().catch((error: unknown) => {
      throw new EngineError('unavailable', 'Exporting needs ffmpeg, and neither a system ffmpeg nor the bundled one runs here.', { cause: error });
    });
    const folder = await makeVideoWorkFolder();
    const dispose = disposerOf(folder);
    try {
      const work: ExportWork = { context, project, folder, format: clipFormat(ffmpeg, input.width, input.height), ffmpeg: ffmpeg.path };
      context.progress(2, 'Preparing the title card, scenes and credits');
      let done = 0;
      const total = rendered.length + 2;
      const step = async (piece: Promise<Piece>) => {
        const ready = await piece;
        done += 1;
        context.progress(2 + (done / total) * 80, `Preparing ${done} of ${total} pieces`);
        return ready;
      };
      // Title card and credits render while the scenes are fetched (and re-encoded where they must be).
      const pieces = await Promise.all([
        step(this.titleCard(work)),
        ...rendered.map((scene, index) => step(this.sceneClip(work, scene, index))),
        step(this.credits(work, characters)),
      ]);
      context.progress(85, `Joining ${rendered.length} scene${rendered.length === 1 ? '' : 's'}`);
      const joined = path.join(folder, 'movie.mp4');
      await joinClips(work.ffmpeg, pieces.map((piece) => piece.file), path.join(folder, 'pieces.txt'), joined, context.signal);
      const output = await subtitleMovie(work.ffmpeg, pieces.map((piece) => piece.file), joined, context.signal);
      const { seconds } = await probeMedia(work.ffmpeg, output, context.signal);
      context.progress(95, 'Saving');
      const saved = await this.assets.saveFile(output, {
        kind: 'video',
        contentType: 'video/mp4',
        ownerUserId: context.job.owner.userId,
        sessionId: context.job.owner.sessionId,
        projectId: project.id,
        projectKind: MOVIE_PROJECT_KIND,
        width: input.width,
        height: input.height,
        durationSeconds: seconds,
        jobId: context.job.id,
        downloadName: exportFileName(project.title),
      });
      await this.record(project, characters, rendered, { id: saved.id, size: saved.size, seconds }, context, pieces);
      await this.exportPoster(work, pieces[0].file);
      return {
        media_id: saved.id,
        duration_seconds: seconds,
        width: input.width,
        height: input.height,
        reused_clips: pieces.filter((piece) => !piece.made).length,
        rendered_clips: pieces.filter((piece) => piece.made).length,
        stream_copy: true,
      };
    } finally {
      await dispose();
    }
  }

  describeFailure(error: unknown): JobFailure {
    if (error instanceof ExportImpossible) return { code: 'invalid-input', message: error.message, retry: false };
    if (!(error instanceof EngineError)) this.logger.error(`movie export failed: ${String(error)}`);
    return describeEngineFailure(error, EXPORT_FAILED_MESSAGE);
  }

  /** Keeps the export as its own file (earlier ones stay until deleted); the kept clips this one did not use are removed. */
  private async record(
    project: ProjectRow,
    characters: CharacterRow[],
    rendered: SceneRow[],
    saved: { id: string; size: number; seconds: number },
    context: JobContext<ExportJobInput>,
    pieces: Piece[],
  ): Promise<void> {
    const { input } = context;
    const hash = exportFingerprint({
      title: project.title,
      logline: project.logline,
      cast: characters.map((row) => ({ name: row.name, role: row.role })),
      sceneAssetIds: rendered.map((scene) => scene.video_asset_id as string),
      format: input.format,
      width: input.width,
      height: input.height,
    });
    await this.keeper.keep({
      project_id: project.id,
      asset_id: saved.id,
      content_hash: hash,
      width: input.width,
      height: input.height,
      duration_seconds: saved.seconds,
      size_bytes: saved.size,
      extra_asset_ids: {},
      job_id: context.job.id,
    });
    const unused = await this.clips.prune(project.id, pieces.map((piece) => piece.key).filter((key): key is string => !!key));
    for (const id of unused) {
      await this.assets.remove(id).catch((error: unknown) => this.logger.warn(`old movie file ${id} not removed: ${String(error)}`));
    }
  }

  /**
   * The export's poster: a frame from the middle of its title card (the first piece: the movie's title,
   * settled; the export's first frame is black), recorded on the project; the one it replaces is removed.
   * Best effort: an export without one still plays.
   */
  private async exportPoster(work: ExportWork, titleCard: string): Promise<void> {
    const { context } = work;
    let poster: string;
    try {
      const video = { file: titleCard, seconds: TITLE_CARD_SECONDS, width: context.input.width, height: context.input.height };
      const owner = { ownerUserId: context.job.owner.userId, sessionId: context.job.owner.sessionId, projectId: work.project.id, projectKind: MOVIE_PROJECT_KIND, jobId: context.job.id };
      poster = await savePoster(this.assets, work.ffmpeg, video, owner, context.signal);
    } catch (error) {
      if (context.signal.aborted) throw error;
      this.logger.warn(`export poster not taken: ${String(error)}`);
      return;
    }
    const previous = await this.projects.setExportPoster(work.project.id, poster);
    if (previous) await this.assets.remove(previous).catch((error: unknown) => this.logger.warn(`old movie poster ${previous} not removed: ${String(error)}`));
  }

  private titleCard(work: ExportWork): Promise<Piece> {
    const { project, context } = work;
    const { width, height } = context.input;
    const layout = titleLayout({ width, height, title: project.title, logline: project.logline });
    return this.keptOrRendered(work, titleCardKey(project.title, project.logline, work.format), 'title', TITLE_CARD_SECONDS, layout);
  }

  private credits(work: ExportWork, characters: CharacterRow[]): Promise<Piece> {
    const { project, context } = work;
    const { width, height } = context.input;
    const cast = characters.map((row) => ({ name: row.name, role: row.role, hasAvatar: !!row.avatar_asset_id }));
    return this.keptOrRendered(
      work,
      creditsKey(project.title, cast, work.format),
      'credits',
      END_CREDITS_SECONDS,
      creditsLayout({ width, height, seconds: END_CREDITS_SECONDS, cast, title: project.title }),
    );
  }

  private async keptOrRendered(work: ExportWork, key: string, tone: 'title' | 'credits', seconds: number, layout: ClipLayout): Promise<Piece> {
    const file = path.join(work.folder, `${tone}.mp4`);
    const kept = await this.clips.find(work.project.id, key);
    if (kept) {
      await downloadAsset(this.assets, kept.asset_id, file);
      return { file, made: false, key };
    }
    const { width, height } = work.context.input;
    const clip = await renderOfflineClip({
      layout,
      width,
      height,
      seconds,
      seed: `${work.project.id}:${tone}`,
      tone,
      minorKey: false,
      avatars: [],
      signal: work.context.signal,
    });
    try {
      await copyFile(clip.path, file);
      await this.keep(work, key, clip.path, seconds);
    } finally {
      await clip.dispose();
    }
    return { file, made: true, key };
  }

  private async sceneClip(work: ExportWork, scene: SceneRow, index: number): Promise<Piece> {
    const file = path.join(work.folder, `scene-${index}.mp4`);
    const sourceId = scene.video_asset_id as string;
    const piece = { kind: 'scene' as const, sceneId: scene.id, assetId: sourceId, format: scene.render_format, seconds: scene.render_seconds ?? scene.duration_seconds };
    if (!needsConforming(piece, work.format)) {
      await downloadAsset(this.assets, sourceId, file);
      return { file, made: false, key: null };
    }
    const key = conformedSceneKey(sourceId, work.format);
    const kept = await this.clips.find(work.project.id, key);
    if (kept) {
      await downloadAsset(this.assets, kept.asset_id, file);
      return { file, made: false, key };
    }
    const source = path.join(work.folder, `source-${index}.mp4`);
    await downloadAsset(this.assets, sourceId, source);
    const probed = await probeMedia(work.ffmpeg, source, work.context.signal);
    const { width, height } = work.context.input;
    await runFfmpeg(work.ffmpeg, conformArgs([{ file: source, hasAudio: probed.hasAudio }], { width, height, seconds: piece.seconds }, null, file), {
      seconds: piece.seconds,
      signal: work.context.signal,
    });
    const spare = path.join(work.folder, `conformed-${index}.mp4`);
    await copyFile(file, spare);
    await this.keep(work, key, spare, piece.seconds);
    return { file, made: true, key };
  }

  /** Stores a rendered piece for later exports (unless a concurrent export kept the same one first). */
  private async keep(work: ExportWork, key: string, file: string, seconds: number): Promise<void> {
    const { width, height } = work.context.input;
    const saved = await this.assets.saveFile(file, {
      kind: 'video',
      contentType: 'video/mp4',
      ownerUserId: work.context.job.owner.userId,
      sessionId: work.context.job.owner.sessionId,
      projectId: work.project.id,
      projectKind: MOVIE_PROJECT_KIND,
      width,
      height,
      durationSeconds: seconds,
      jobId: work.context.job.id,
    });
    if (!(await this.clips.insert(work.project.id, key, saved.id, seconds))) await this.assets.remove(saved.id);
  }
}
