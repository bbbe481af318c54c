import { Injectable } from '@nestjs/common';
import { assetUrl } from '../../../assets/asset-id';
import type { Caller } from '../../../identity/http/caller.decorator';
import type { JobRecord } from '../../../jobs/job-record';
import { JobsService } from '../../../jobs/jobs.service';
import { CharactersRepository, type CharacterRow } from '../characters/characters.repository';
import type { MovieProjectDto, SceneDto } from '../dto/movie-responses.dto';
import { exportFingerprint } from '../export/export-plan';
import { ExportsRepository } from '../export/exports.repository';
import { mapExport } from '../export/export-view';
import { MoviePlans } from '../movie-plans.service';
import { EXPORT_FORMATS } from '../movie.constants';
import { frameSize } from '../render/clip-format';
import { scenePlan } from '../scenes/scene-plan';
import { ScenesRepository, type SceneRow } from '../scenes/scenes.repository';
import { castOf, mapCharacter, mapMeta, mapScene } from './project-view';
import { type ProjectRow, ProjectsRepository } from './projects.repository';

/** Projects, scenes and their jobs as the studio shows them. */
@Injectable()
export class ProjectViews {
  constructor(
    private readonly characters: CharactersRepository,
    private readonly scenes: ScenesRepository,
    private readonly jobs: JobsService,
    private readonly plans: MoviePlans,
    private readonly projects: ProjectsRepository,
    private readonly exports: ExportsRepository,
  ) {}

  async scenesOf(projectId: string, rows?: SceneRow[]): Promise<SceneDto[]> {
    const [scenes, characters, project] = await Promise.all([rows ?? this.scenes.list(projectId), this.characters.list(projectId), this.projects.get(projectId)]);
    const byId = new Map(characters.map((row) => [row.id, row]));
    const jobs = await this.jobsOf(scenes.map((scene) => scene.job_id));
    return scenes.map((scene) => mapScene(scene, byId, scene.job_id ? (jobs.get(scene.job_id) ?? null) : null, project?.aspect_ratio));
  }

  async sceneOf(projectId: string, sceneId: string): Promise<SceneDto | null> {
    const scene = await this.scenes.get(projectId, sceneId);
    if (!scene) return null;
    return (await this.scenesOf(projectId, [scene]))[0];
  }

  async project(caller: Caller, project: ProjectRow): Promise<MovieProjectDto> {
    const [characters, scenes, exports] = await Promise.all([this.characters.list(project.id), this.scenes.list(project.id), this.exports.list(project.id)]);
    const byId = new Map(characters.map((row) => [row.id, row]));
    const jobs = await this.jobsOf([...scenes.map((scene) => scene.job_id), project.export_job_id]);
    const exportJob = project.export_job_id ? (jobs.get(project.export_job_id) ?? null) : null;
    const height = this.plans.exportHeight(caller);
    const plan = scenePlan(project.target_length);
    const current = this.fingerprint(project, characters, scenes, height);
    return {
      ...mapMeta(project),
      script_prompt: project.script_prompt,
      characters: characters.map(mapCharacter),
      scenes: scenes.map((scene) => mapScene(scene, byId, scene.job_id ? (jobs.get(scene.job_id) ?? null) : null, project.aspect_ratio)),
      plan: { scene_count: plan.sceneCount, scene_seconds: plan.durations },
      export: {
        export_url: project.export_asset_id ? assetUrl(project.export_asset_id) : null,
        poster_url: project.export_asset_id && project.export_poster_asset_id ? assetUrl(project.export_poster_asset_id) : null,
        stale: !!project.export_asset_id && project.export_hash !== current,
        job:
          exportJob && (exportJob.status === 'queued' || exportJob.status === 'active' || exportJob.status === 'failed')
            ? { id: exportJob.id, status: exportJob.status, progress: exportJob.progress, stage: exportJob.stage, error: exportJob.error?.message ?? null }
            : null,
      },
      exports: exports.map(mapExport),
      export_height: height,
      created_at: project.created_at.toISOString(),
    };
  }

  /** What an export of the project would be made of now (null when no scene has a render yet). */
  fingerprint(project: ProjectRow, characters: CharacterRow[], scenes: SceneRow[], height: number): string | null {
    const rendered = scenes.filter((scene) => scene.video_asset_id);
    if (!rendered.length) return null;
    // The ratio is in the frame size: another ratio makes the export out of date.
    const { width, height: frameHeight } = frameSize(height, project.aspect_ratio);
    return exportFingerprint({
      title: project.title,
      logline: project.logline,
      cast: characters.map((row) => ({ name: row.name, role: row.role })),
      sceneAssetIds: rendered.map((scene) => scene.video_asset_id as string),
      format: EXPORT_FORMATS[0],
      width,
      height: frameHeight,
    });
  }

  private async jobsOf(ids: ReadonlyArray<string | null>): Promise<Map<string, JobRecord>> {
    const distinct = [...new Set(ids.filter((id): id is string => !!id))];
    const found = await Promise.all(distinct.map((id) => this.jobs.get(id)));
    return new Map(found.filter((job): job is JobRecord => !!job).map((job) => [job.id, job]));
  }
}

export { castOf };
