import { Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { EngineError } from '../../../engines/engine-error';
import { isFinal } from '../../../jobs/job-record';
import { JobsService } from '../../../jobs/jobs.service';
import { CharactersRepository } from '../characters/characters.repository';
import type { MovieScriptDto } from '../dto/script.dto';
import type { MovieScriptResultDto } from '../dto/movie-responses.dto';
import type { MovieOwner } from '../movie-owner';
import { MovieException } from '../movie.errors';
import { ProjectViews } from '../projects/project-views.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { ProjectsService } from '../projects/projects.service';
import { bindNames, mentionedIn } from '../scenes/scene-cast';
import { scenePlan } from '../scenes/scene-plan';
import { ScenesRepository } from '../scenes/scenes.repository';
import { UnusableScriptError } from './provider-script';
import { ScriptWriter } from './script-writer.service';
import { EngineFailureException } from '../../../engines/engine-error-responses';

/**
 * POST /api/movie-studio/script: the script prompt → a scene breakdown sized to the target length, each
 * scene casting characters of the bible by name. A new breakdown replaces the old scenes and their renders.
 */
@Injectable()
export class ScriptService {
  private readonly logger = new Logger(ScriptService.name);

  constructor(
    private readonly projects: ProjectsService,
    private readonly projectRows: ProjectsRepository,
    private readonly characters: CharactersRepository,
    private readonly scenes: ScenesRepository,
    private readonly writer: ScriptWriter,
    private readonly views: ProjectViews,
    private readonly jobs: JobsService,
    private readonly assets: AssetStore,
  ) {}

  async generate(owner: MovieOwner, body: MovieScriptDto, signal?: AbortSignal): Promise<MovieScriptResultDto> {
    const project = await this.projects.require(owner, body.project_id);
    if (!project.title.trim()) throw MovieException.scriptNeedsTitle();
    const characters = await this.characters.list(project.id);
    if (!characters.length) throw MovieException.scriptNeedsCharacter();
    const plan = scenePlan(body.target_length);
    const written = await this.writer
      .write(
        {
          prompt: body.prompt,
          title: project.title,
          logline: project.logline,
          targetMinutes: body.target_length,
          characters: characters.map(({ name, role, bio }) => ({ name, role, bio })),
          durations: plan.durations,
        },
        signal,
      )
      .catch((error: unknown) => {
        if (error instanceof EngineError) throw EngineFailureException.of(error, error.message);
        if (error instanceof UnusableScriptError) throw EngineFailureException.ofKind('provider', error.message);
        throw error;
      });
    const drafts = written.drafts.map((draft, index) => ({
      prompt: draft.prompt,
      characterIds: [...new Set([...bindNames(draft.characterNames, characters), ...mentionedIn(draft.prompt, characters)])],
      durationSeconds: plan.durations[index],
    }));
    const replaced = await this.projectRows.transaction(async (manager) => {
      await this.projectRows.find(owner, project.id, manager, true);
      await this.refuseWhileRendering(await this.scenes.list(project.id, manager));
      const result = await this.scenes.replaceAll(project.id, drafts, manager);
      await this.projectRows.setScript(project.id, body.prompt, body.target_length, manager);
      return result;
    });
    for (const assetId of replaced.oldAssets) {
      await this.assets.remove(assetId).catch((error: unknown) => this.logger.warn(`old scene clip ${assetId} not removed: ${String(error)}`));
    }
    return { project_id: project.id, scenes: await this.views.scenesOf(project.id, replaced.rows), engine: written.engine };
  }

  private async refuseWhileRendering(scenes: ReadonlyArray<{ job_id: string | null }>): Promise<void> {
    const ids = [...new Set(scenes.map((scene) => scene.job_id).filter((id): id is string => !!id))];
    const jobs = await Promise.all(ids.map((id) => this.jobs.get(id)));
    if (jobs.some((job) => job && !isFinal(job.status))) throw MovieException.scenesRendering();
  }
}
