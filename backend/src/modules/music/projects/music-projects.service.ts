import { Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { type Arrangement, arrangementProblem } from '../arrangement/arrangement';
import type { MusicProjectDto, MusicProjectListDto } from '../dto/music-responses.dto';
import type { CreateMusicProjectDto, UpdateMusicProjectDto } from '../dto/music-requests.dto';
import { MusicException } from '../music.errors';
import { MUSIC_PROJECT_KIND } from '../music.constants';
import type { MusicProject, MusicProjectPatch, ProjectOwner } from './music-project';
import { mapProject, mapSummary } from './music-project.mapper';
import { MusicProjectsRepository } from './music-projects.repository';

const LIST_LIMIT = 100;

/** Music projects of their owner: create (spec defaults), list, open, save, delete with their files. */
@Injectable()
export class MusicProjectsService {
  private readonly logger = new Logger(MusicProjectsService.name);

  constructor(
    private readonly projects: MusicProjectsRepository,
    private readonly assets: AssetStore,
  ) {}

  async create(owner: ProjectOwner, body: CreateMusicProjectDto): Promise<MusicProjectDto> {
    const project = await this.projects.create(owner, {
      publicId: body.id,
      type: body.type ?? 'single',
      genre: body.genre ?? 'pop',
      mood: body.mood ?? 'upbeat',
      lengthMinutes: body.length ?? 3,
    });
    if (!project) throw MusicException.projectExists();
    return mapProject(project);
  }

  async list(owner: ProjectOwner): Promise<MusicProjectListDto> {
    return { projects: (await this.projects.listOwned(owner, LIST_LIMIT)).map(mapSummary) };
  }

  async get(owner: ProjectOwner, publicId: string): Promise<MusicProjectDto> {
    return mapProject(await this.find(owner, publicId));
  }

  /** The project, or 404 (also when it is someone else's). */
  async find(owner: ProjectOwner, publicId: string): Promise<MusicProject> {
    const project = await this.projects.findOwned(owner, publicId);
    if (!project) throw MusicException.projectNotFound();
    return project;
  }

  async update(owner: ProjectOwner, publicId: string, body: UpdateMusicProjectDto): Promise<MusicProjectDto> {
    const patch: MusicProjectPatch = {};
    if (body.title !== undefined) patch.title = body.title || null;
    if (body.lyrics !== undefined) {
      const ids = new Set(body.lyrics.map((section) => section.id));
      if (ids.size !== body.lyrics.length) throw MusicException.invalidArrangement('lyric section ids must be unique');
      patch.lyrics = body.lyrics.map(({ id, type, order, content }) => ({ id, type, order, content }));
    }
    if (body.arrangement !== undefined) {
      const project = await this.find(owner, publicId);
      if (!project.beat) throw MusicException.noBeat();
      const arrangement: Arrangement = {
        lanes: body.arrangement.lanes.map(({ lane, muted, solo, volume }) => ({ lane, muted, solo, volume })),
        clips: body.arrangement.clips.map(({ id, lane, label, start, length, offset }) => ({ id, lane, label, start, length, offset })),
      };
      const problem = arrangementProblem(arrangement, project.beat.total_beats, project.beat.vocals !== null);
      if (problem) throw MusicException.invalidArrangement(problem);
      patch.arrangement = arrangement;
    }
    const updated = await this.projects.update(owner, publicId, patch);
    if (!updated) throw MusicException.projectNotFound();
    return mapProject(updated);
  }

  /** The project and every file it made (beats, vocals, exports). */
  async remove(owner: ProjectOwner, publicId: string): Promise<void> {
    const deleted = await this.projects.delete(owner, publicId);
    if (!deleted) throw MusicException.projectNotFound();
    const files = await this.assets.list({ projectId: deleted.id, limit: 500 });
    for (const file of files.filter((asset) => asset.projectKind === MUSIC_PROJECT_KIND)) {
      await this.assets.remove(file.id).catch((error: unknown) => this.logger.warn(`music asset ${file.id} not removed: ${String(error)}`));
    }
  }
}
