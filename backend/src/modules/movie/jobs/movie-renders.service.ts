import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Caller } from '../../../identity/http/caller.decorator';
import { type JobOwner, type JobRecord, isFinal } from '../../../jobs/job-record';
import { JobsService } from '../../../jobs/jobs.service';
import { MeteringService } from '../../../metering/metering.service';
import { CharactersRepository } from '../characters/characters.repository';
import type { MovieOwner } from '../movie-owner';
import { MoviePlans } from '../movie-plans.service';
import { EXPORT_JOB, type ExportJobInput, type ExportJobResult, MOVIE_JOB_SETTINGS, type MovieJobSettings, SCENE_JOB, type SceneJobInput, type SceneJobResult } from '../movie.constants';
import { jobOfKind } from '../../../jobs/typed-job';
import { MovieException } from '../movie.errors';
import { castOf } from '../projects/project-view';
import { ProjectViews } from '../projects/project-views.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { ProjectsService } from '../projects/projects.service';
import { type AspectRatio, hasRatio } from '../render/aspect-ratio';
import { renderIsCurrent, renderSourceOf } from '../scenes/render-fingerprint';
import { ScenesRepository, type SceneRow } from '../scenes/scenes.repository';
import { reserveVideoUses } from './movie-quota';

export interface StartedScenes {
  job: JobRecord<SceneJobInput, SceneJobResult>;
  sceneIds: string[];
}

/** An export answered from the last one: nothing changed since it was made (not charged again). */
export interface ReusedExport {
  assetId: string;
  seconds: number;
  width: number;
  height: number;
}

const jobOwnerOf = (owner: MovieOwner): JobOwner => ({ userId: owner.userId, sessionId: owner.userId ? null : owner.sessionId });

/**
 * Submits scene renders and exports as durable jobs. Per project one submission at a
 * time (the project row is locked), so a double click never starts — or charges — a second job for work
 * already running: it gets the running job instead.
 */
@Injectable()
export class MovieRenders implements OnModuleInit {
  constructor(
    private readonly projects: ProjectsService,
    private readonly projectRows: ProjectsRepository,
    private readonly characters: CharactersRepository,
    private readonly scenes: ScenesRepository,
    private readonly views: ProjectViews,
    private readonly jobs: JobsService,
    private readonly metering: MeteringService,
    private readonly plans: MoviePlans,
    private readonly assets: AssetStore,
    @Inject(MOVIE_JOB_SETTINGS) private readonly settings: MovieJobSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.declare(this.settings.scene);
    this.jobs.declare(this.settings.export);
  }

  /**
   * One scene (`single`: a scene already rendering answers with its running job), or a batch: the given
   * scenes, or every scene without an up-to-date render. The batch is admitted whole — one reservation of
   * as many video uses as scenes — or refused with 429 before anything is charged.
   */
  async startScenes(owner: MovieOwner, caller: Caller, ref: string, sceneIds: readonly string[] | null, single: boolean): Promise<StartedScenes> {
    const project = await this.projects.require(owner, ref);
    const frame = this.plans.frameFor(caller, project.aspect_ratio);
    return this.projectRows.transaction(async (manager) => {
      await this.projectRows.find(owner, project.id, manager, true);
      const scenes = await this.scenes.list(project.id, manager);
      const wanted = sceneIds ? sceneIds.map((id) => scenes.find((scene) => scene.id === id) ?? this.unknownScene()) : await this.needingRender(project.id, scenes, project.aspect_ratio);
      const running = await this.runningJobs(wanted);
      if (single && running.size) {
        const job = jobOfKind([...running.values()][0], SCENE_JOB);
        return { job, sceneIds: job.input.scene_ids };
      }
      const todo = [...new Set(wanted.filter((scene) => !running.has(scene.id)))];
      if (!todo.length) throw MovieException.nothingToRender(running.size > 0);
      const reservation = await reserveVideoUses(this.metering, caller, owner, todo.length);
      const input: SceneJobInput = { project_id: project.id, scene_ids: todo.map((scene) => scene.id), ...frame };
      // Each scene is an item of the job: its owner sees it queued, rendering, and done with its clip.
      const { job } = await this.jobs.submit({ kind: this.settings.scene, owner: jobOwnerOf(owner), projectId: project.id, input, items: input.scene_ids, reservations: [reservation] });
      await this.scenes.setJob(input.scene_ids, job.id, manager);
      return { job, sceneIds: input.scene_ids };
    });
  }

  /**
   * The movie as one MP4 at the plan's frame size. Nothing changed since the last export: that one is the
   * answer (no job, not charged). An export already running: that job. Otherwise a new job, one video use.
   */
  async startExport(owner: MovieOwner, caller: Caller, ref: string): Promise<{ job: JobRecord<ExportJobInput, ExportJobResult> } | { reused: ReusedExport }> {
    const project = await this.projects.require(owner, ref);
    const frame = this.plans.frameFor(caller, project.aspect_ratio);
    return this.projectRows.transaction(async (manager) => {
      const locked = (await this.projectRows.find(owner, project.id, manager, true)) ?? project;
      const [characters, scenes] = await Promise.all([this.characters.list(project.id, manager), this.scenes.list(project.id, manager)]);
      const fingerprint = this.views.fingerprint(locked, characters, scenes, frame.height);
      if (!fingerprint) throw MovieException.noCompletedScenes();
      if (locked.export_asset_id && locked.export_hash === fingerprint) {
        const asset = await this.assets.find(locked.export_asset_id);
        if (asset) return { reused: { assetId: asset.id, seconds: asset.durationSeconds ?? 0, width: asset.width ?? frame.width, height: asset.height ?? frame.height } };
      }
      const running = locked.export_job_id ? await this.jobs.get(locked.export_job_id) : null;
      if (running && !isFinal(running.status)) return { job: jobOfKind(running, EXPORT_JOB) };
      const reservation = await reserveVideoUses(this.metering, caller, owner, 1);
      const input: ExportJobInput = { project_id: project.id, format: 'mp4', ...frame };
      const { job } = await this.jobs.submit({ kind: this.settings.export, owner: jobOwnerOf(owner), projectId: project.id, input, reservations: [reservation] });
      await this.projectRows.setExportJob(project.id, job.id, manager);
      return { job };
    });
  }

  private unknownScene(): never {
    throw MovieException.sceneNotFound();
  }

  /** Scenes without a render, or whose render is out of date (made from other text or cast, or in another aspect ratio). */
  private async needingRender(projectId: string, scenes: SceneRow[], ratio: AspectRatio): Promise<SceneRow[]> {
    const characters = new Map((await this.characters.list(projectId)).map((row) => [row.id, row]));
    return scenes.filter(
      (scene) =>
        !scene.video_asset_id ||
        !hasRatio(scene.render_width, scene.render_height, ratio) ||
        !renderIsCurrent(scene.render_hash, renderSourceOf(scene, castOf(scene, characters))),
    );
  }

  /** Scene id → the unfinished job holding it. */
  private async runningJobs(scenes: readonly SceneRow[]): Promise<Map<string, JobRecord>> {
    const running = new Map<string, JobRecord>();
    const ids = [...new Set(scenes.map((scene) => scene.job_id).filter((id): id is string => !!id))];
    const jobs = new Map((await Promise.all(ids.map((id) => this.jobs.get(id)))).filter((job): job is JobRecord => !!job).map((job) => [job.id, job]));
    for (const scene of scenes) {
      const job = scene.job_id ? jobs.get(scene.job_id) : undefined;
      if (job && !isFinal(job.status) && scene.rendered_by_job_id !== job.id) running.set(scene.id, job);
    }
    return running;
  }
}
