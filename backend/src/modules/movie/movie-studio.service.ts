import { HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { assetUrl } from '../../assets/asset-id';
import { engineHeader } from '../../engines/engine-descriptor';
import type { Caller } from '../../identity/http/caller.decorator';
import type { JobRecord } from '../../jobs/job-record';
import type { MovieExportResultDto, MovieJobAcceptedDto, SceneResultDto, ScenesResultDto } from './dto/movie-responses.dto';
import type { ExportMovieDto, GenerateSceneDto, GenerateScenesDto } from './dto/scene-requests.dto';
import { MovieRenders } from './jobs/movie-renders.service';
import type { MovieOwner } from './movie-owner';
import type { ExportJobResult, SceneJobResult } from './movie.constants';
import { MovieException } from './movie.errors';
import { ProjectViews } from './projects/project-views.service';

/**
 * The three job-backed calls: submit, then either answer 202 with the job (`wait` null: Prefer:
 * respond-async, how the studio follows progress) or hold the request until the job is final.
 */
@Injectable()
export class MovieStudioService {
  constructor(
    private readonly renders: MovieRenders,
    private readonly views: ProjectViews,
  ) {}

  async generateScene(owner: MovieOwner, caller: Caller, body: GenerateSceneDto, wait: AbortSignal | null, response: Response): Promise<SceneResultDto | MovieJobAcceptedDto> {
    const { job, sceneIds } = await this.renders.startScenes(owner, caller, body.project_id, [body.scene_id], true);
    if (!wait) return accepted(job, response, sceneIds);
    const finished = await this.renders.waitFor(job, wait);
    const mediaId = (finished.result as unknown as SceneJobResult).scenes.find((scene) => scene.scene_id === body.scene_id)?.media_id;
    const scene = await this.views.sceneOf(job.projectId ?? '', body.scene_id);
    if (!mediaId || !scene) throw MovieException.sceneNotFound();
    if (scene.engine) response.setHeader('X-Engine', engineHeader(scene.engine));
    return { video_url: assetUrl(mediaId), job_id: job.id, scene };
  }

  async generateScenes(owner: MovieOwner, caller: Caller, body: GenerateScenesDto, wait: AbortSignal | null, response: Response): Promise<ScenesResultDto | MovieJobAcceptedDto> {
    const { job, sceneIds } = await this.renders.startScenes(owner, caller, body.project_id, body.scene_ids ?? null, false);
    if (!wait) return accepted(job, response, sceneIds);
    await this.renders.waitFor(job, wait);
    const scenes = await this.views.scenesOf(job.projectId ?? '');
    return { job_id: job.id, scenes: scenes.filter((scene) => sceneIds.includes(scene.id)) };
  }

  async exportMovie(owner: MovieOwner, caller: Caller, body: ExportMovieDto, wait: AbortSignal | null, response: Response): Promise<MovieExportResultDto | MovieJobAcceptedDto> {
    const started = await this.renders.startExport(owner, caller, body.project_id);
    if ('reused' in started) {
      const { assetId, seconds, width, height } = started.reused;
      return { export_url: assetUrl(assetId), media_id: assetId, job_id: null, duration_seconds: seconds, width, height, reused_clips: null, rendered_clips: null };
    }
    if (!wait) return accepted(started.job, response);
    const finished = await this.renders.waitFor(started.job, wait);
    const result = finished.result as unknown as ExportJobResult;
    return {
      export_url: assetUrl(result.media_id),
      media_id: result.media_id,
      job_id: finished.id,
      duration_seconds: result.duration_seconds,
      width: result.width,
      height: result.height,
      reused_clips: result.reused_clips,
      rendered_clips: result.rendered_clips,
    };
  }
}

function accepted(job: JobRecord, response: Response, sceneIds?: string[]): MovieJobAcceptedDto {
  response.status(HttpStatus.ACCEPTED).setHeader('Preference-Applied', 'respond-async');
  return {
    job_id: job.id,
    status: job.status,
    progress: job.progress,
    events_url: `/api/jobs/${job.id}/events`,
    ...(sceneIds ? { scene_ids: sceneIds } : {}),
  };
}
