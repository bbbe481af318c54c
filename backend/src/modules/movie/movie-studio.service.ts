import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { assetUrl } from '../../assets/asset-id';
import { engineHeader } from '../../engines/engine-descriptor';
import type { Caller } from '../../identity/http/caller.decorator';
import { mapJobAccepted } from '../../jobs/http/job-accepted.dto';
import { JobHttp } from '../../jobs/http/job-http.service';
import type { JobRecord } from '../../jobs/job-record';
import type { MovieExportResultDto, MovieJobAcceptedDto, SceneResultDto, ScenesResultDto } from './dto/movie-responses.dto';
import type { ExportMovieDto, GenerateSceneDto, GenerateScenesDto } from './dto/scene-requests.dto';
import { MovieRenders } from './jobs/movie-renders.service';
import type { MovieOwner } from './movie-owner';
import { EXPORT_JOB, MOVIE_JOB_SETTINGS, type MovieJobSettings, SCENE_JOB } from './movie.constants';
import type { JobKindName } from '../../jobs/typed-job';
import { HELD_MOVIE_ERRORS, MovieException } from './movie.errors';
import { ProjectViews } from './projects/project-views.service';

/**
 * The three job-backed calls: submit, then either answer 202 with the job (`wait` null: Prefer:
 * respond-async, how the studio follows progress) or hold the request until the job is final.
 */
/**
 * The three job-backed calls: submit, then answer 202 with the job (Prefer: respond-async, how the
 * studio follows progress) or hold the request until the job is final (JobHttp).
 */
@Injectable()
export class MovieStudioService {
  constructor(
    private readonly renders: MovieRenders,
    private readonly views: ProjectViews,
    private readonly http: JobHttp,
    @Inject(MOVIE_JOB_SETTINGS) private readonly settings: MovieJobSettings,
  ) {}

  async generateScene(owner: MovieOwner, caller: Caller, body: GenerateSceneDto, prefer: string | undefined, response: Response): Promise<SceneResultDto | MovieJobAcceptedDto> {
    const { job, sceneIds } = await this.renders.startScenes(owner, caller, body.project_id, [body.scene_id], true);
    return this.answer(job, SCENE_JOB, prefer, response, sceneIds, async (_finished, result) => {
      const mediaId = result.scenes.find((scene) => scene.scene_id === body.scene_id)?.media_id;
      const scene = await this.views.sceneOf(job.projectId ?? '', body.scene_id);
      if (!mediaId || !scene) throw MovieException.sceneNotFound();
      if (scene.engine) response.setHeader('X-Engine', engineHeader(scene.engine));
      return { video_url: assetUrl(mediaId), job_id: job.id, scene };
    });
  }

  async generateScenes(owner: MovieOwner, caller: Caller, body: GenerateScenesDto, prefer: string | undefined, response: Response): Promise<ScenesResultDto | MovieJobAcceptedDto> {
    const { job, sceneIds } = await this.renders.startScenes(owner, caller, body.project_id, body.scene_ids ?? null, false);
    return this.answer(job, SCENE_JOB, prefer, response, sceneIds, async () => {
      const scenes = await this.views.scenesOf(job.projectId ?? '');
      return { job_id: job.id, scenes: scenes.filter((scene) => sceneIds.includes(scene.id)) };
    });
  }

  async exportMovie(owner: MovieOwner, caller: Caller, body: ExportMovieDto, prefer: string | undefined, response: Response): Promise<MovieExportResultDto | MovieJobAcceptedDto> {
    const started = await this.renders.startExport(owner, caller, body.project_id);
    if ('reused' in started) {
      const { assetId, seconds, width, height } = started.reused;
      return { export_url: assetUrl(assetId), media_id: assetId, job_id: null, duration_seconds: seconds, width, height, reused_clips: null, rendered_clips: null };
    }
    return this.answer(started.job, EXPORT_JOB, prefer, response, undefined, (finished, result) => {
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
    });
  }

  private answer<I extends object, R extends object, T>(
    job: JobRecord<I, R>,
    kind: JobKindName<I, R>,
    prefer: string | undefined,
    response: Response,
    sceneIds: string[] | undefined,
    completed: (job: JobRecord<I, R>, result: R) => T | Promise<T>,
  ): Promise<T | MovieJobAcceptedDto> {
    return this.http.answer({
      job,
      kind,
      prefer,
      response,
      waitMs: this.settings.waitTimeoutMs,
      errors: HELD_MOVIE_ERRORS,
      accepted: (accepted) => ({ ...mapJobAccepted(accepted), ...(sceneIds ? { scene_ids: sceneIds } : {}) }),
      completed,
    });
  }
}
