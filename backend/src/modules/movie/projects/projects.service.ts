import { Injectable, Logger } from '@nestjs/common';
import { assetUrl } from '../../../assets/asset-id';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Caller } from '../../../identity/http/caller.decorator';
import type { DeletedMovieProjectDto, MovieMetaDto, MovieProjectDto, MovieProjectListDto } from '../dto/movie-responses.dto';
import type { SaveMovieMetaDto } from '../dto/save-meta.dto';
import type { MovieOwner } from '../movie-owner';
import { MAX_PROJECTS_PER_OWNER } from '../movie.constants';
import { MovieException } from '../movie.errors';
import { mapMeta } from './project-view';
import { ProjectViews } from './project-views.service';
import { ProjectsRepository, type ProjectRow, isProjectUuid } from './projects.repository';

/** Movie projects: the Movie Details form, the list to reopen earlier movies, and deleting one. */
@Injectable()
export class ProjectsService {
  private readonly logger = new Logger(ProjectsService.name);

  constructor(
    private readonly projects: ProjectsRepository,
    private readonly views: ProjectViews,
    private readonly assets: AssetStore,
  ) {}

  /** The caller's project; 404 for an unknown id or another owner's. */
  async require(owner: MovieOwner, ref: string): Promise<ProjectRow> {
    const project = await this.projects.find(owner, ref);
    if (!project) throw MovieException.projectNotFound();
    return project;
  }

  /**
   * The caller's project, or a new one when `ref` is a key the browser made ('movie_<timestamp>') that the
   * caller has no project under yet; a server id that is not the caller's is 404.
   */
  async findOrCreate(owner: MovieOwner, ref: string): Promise<ProjectRow> {
    const existing = await this.projects.find(owner, ref);
    if (existing) return existing;
    if (isProjectUuid(ref)) throw MovieException.projectNotFound();
    if ((await this.projects.countOwned(owner)) >= MAX_PROJECTS_PER_OWNER) throw MovieException.tooManyProjects();
    return this.projects.create(owner, ref);
  }

  /** Saved on leaving a field or choosing a length; a blank title is refused with the spec's text. */
  async saveMeta(owner: MovieOwner, body: SaveMovieMetaDto): Promise<MovieMetaDto> {
    if (!body.title) throw MovieException.titleRequired();
    const project = await this.findOrCreate(owner, body.project_id);
    const updated = await this.projects.updateMeta(project.id, {
      title: body.title,
      logline: body.logline ?? '',
      targetLength: body.target_length,
      aspectRatio: body.aspect_ratio,
    });
    return mapMeta(updated);
  }

  async list(owner: MovieOwner): Promise<MovieProjectListDto> {
    const rows = await this.projects.list(owner);
    return {
      projects: rows.map((row) => ({
        ...mapMeta(row),
        character_count: row.character_count,
        scene_count: row.scene_count,
        rendered_count: row.rendered_count,
        export_url: row.export_asset_id ? assetUrl(row.export_asset_id) : null,
      })),
    };
  }

  async get(owner: MovieOwner, caller: Caller, ref: string): Promise<MovieProjectDto> {
    return this.views.project(caller, await this.require(owner, ref));
  }

  /** The project, its rows and every file it made (avatars, scene clips, exports). */
  async delete(owner: MovieOwner, ref: string): Promise<DeletedMovieProjectDto> {
    const project = await this.require(owner, ref);
    // Rows first: a crash after this leaves unreachable files at worst, never a project pointing at missing ones.
    await this.projects.delete(project.id);
    for (let files = await this.assets.list({ projectId: project.id, limit: 500 }); files.length; ) {
      const removed = await Promise.all(
        files.map((file) =>
          this.assets.remove(file.id).catch((error: unknown) => {
            this.logger.warn(`movie file ${file.id} not removed: ${String(error)}`);
            return false;
          }),
        ),
      );
      files = removed.some(Boolean) ? await this.assets.list({ projectId: project.id, limit: 500 }) : [];
    }
    return { project_id: project.id, deleted: true };
  }
}
