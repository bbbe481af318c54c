import { Injectable } from '@nestjs/common';
import { CharactersRepository } from '../characters/characters.repository';
import type { SceneDto } from '../dto/movie-responses.dto';
import type { UpdateSceneDto } from '../dto/scene-requests.dto';
import type { MovieOwner } from '../movie-owner';
import { MovieException } from '../movie.errors';
import { ProjectViews } from '../projects/project-views.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { ProjectsService } from '../projects/projects.service';
import { mentionedIn } from './scene-cast';
import { ScenesRepository } from './scenes.repository';

/** Editing one scene: its text and its cast. Its render stays, shown as out of date until it is rendered again. */
@Injectable()
export class ScenesService {
  constructor(
    private readonly projects: ProjectsService,
    private readonly projectRows: ProjectsRepository,
    private readonly characters: CharactersRepository,
    private readonly scenes: ScenesRepository,
    private readonly views: ProjectViews,
  ) {}

  async get(owner: MovieOwner, ref: string, sceneId: string): Promise<SceneDto> {
    const project = await this.projects.require(owner, ref);
    const scene = await this.views.sceneOf(project.id, sceneId);
    if (!scene) throw MovieException.sceneNotFound();
    return scene;
  }

  /**
   * Without `character_ids` the cast stays, joined by any character the new text names; with them the
   * cast is exactly those (each must be a character of this movie).
   */
  async update(owner: MovieOwner, ref: string, sceneId: string, body: UpdateSceneDto): Promise<SceneDto> {
    const project = await this.projects.require(owner, ref);
    const scene = await this.scenes.get(project.id, sceneId);
    if (!scene) throw MovieException.sceneNotFound();
    const characters = await this.characters.list(project.id);
    const prompt = body.prompt ?? scene.prompt;
    let cast: string[];
    if (body.character_ids) {
      const known = new Set(characters.map((row) => row.id));
      if (!body.character_ids.every((id) => known.has(id))) throw MovieException.unknownCharacter();
      cast = [...new Set(body.character_ids)];
    } else {
      cast = [...new Set([...scene.character_ids, ...mentionedIn(prompt, characters)])];
    }
    const updated = await this.scenes.updateContent(project.id, sceneId, prompt, cast);
    if (!updated) throw MovieException.sceneNotFound();
    await this.projectRows.touch(project.id);
    return (await this.views.scenesOf(project.id, [updated]))[0];
  }
}
