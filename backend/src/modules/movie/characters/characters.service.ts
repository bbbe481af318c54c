import { Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { isUniqueViolation } from '../../../database/sql-errors';
import type { MovieCharacterInputDto, SaveMovieCharacterDto } from '../dto/save-character.dto';
import type { MovieCharactersDto, DeletedMovieCharacterDto, SavedMovieCharacterDto } from '../dto/movie-responses.dto';
import type { MovieOwner } from '../movie-owner';
import { MAX_CHARACTERS_PER_PROJECT, MOVIE_PROJECT_KIND } from '../movie.constants';
import { MovieException } from '../movie.errors';
import { mapCharacter } from '../projects/project-view';
import { ProjectsRepository } from '../projects/projects.repository';
import { ProjectsService } from '../projects/projects.service';
import { ScenesRepository } from '../scenes/scenes.repository';
import { CharactersRepository } from './characters.repository';

/** The Character Bible: add, edit and delete a movie's characters. */
@Injectable()
export class CharactersService {
  private readonly logger = new Logger(CharactersService.name);

  constructor(
    private readonly projects: ProjectsService,
    private readonly projectRows: ProjectsRepository,
    private readonly characters: CharactersRepository,
    private readonly scenes: ScenesRepository,
    private readonly assets: AssetStore,
  ) {}

  async list(owner: MovieOwner, ref: string): Promise<MovieCharactersDto> {
    const project = await this.projects.require(owner, ref);
    return { project_id: project.id, characters: (await this.characters.list(project.id)).map(mapCharacter) };
  }

  /**
   * Adds the character, or updates the one with its id. Name and bio must not be blank; names are unique
   * in a movie (scenes bind characters by name); an avatar must be one uploaded to this movie. Nothing is
   * saved unless all of it holds; an avatar it no longer shows is removed.
   */
  async save(owner: MovieOwner, body: SaveMovieCharacterDto): Promise<SavedMovieCharacterDto> {
    const input = body.character;
    if (!input.name || !input.bio) throw MovieException.characterIncomplete();
    const project = await this.projects.findOrCreate(owner, body.project_id);
    const avatarAssetId = await this.checkedAvatar(project.id, input);
    let replacedAvatar: string | null = null;
    const saved = await this.projectRows
      .transaction(async (manager) => {
        // The project row is the lock: two saves of one movie never both pass the character limit.
        await this.projectRows.find(owner, project.id, manager, true);
        const existing = await this.characters.get(project.id, input.id, manager);
        const fields = { id: input.id, name: input.name, role: input.role, bio: input.bio, avatarAssetId };
        if (existing) {
          replacedAvatar = existing.avatar_asset_id !== avatarAssetId ? existing.avatar_asset_id : null;
          return { row: await this.characters.update(project.id, fields, manager), created: false };
        }
        if ((await this.characters.count(project.id, manager)) >= MAX_CHARACTERS_PER_PROJECT) throw MovieException.tooManyCharacters();
        return { row: await this.characters.insert(project.id, fields, manager), created: true };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw MovieException.characterNameTaken(input.name);
        throw error;
      });
    await this.projectRows.touch(project.id);
    await this.removeUnusedAvatar(project.id, replacedAvatar);
    return { project_id: project.id, character: mapCharacter(saved.row), created: saved.created };
  }

  /** Deleting a character takes it out of the scenes it was in (those scenes, and only those, go out of date). */
  async delete(owner: MovieOwner, ref: string, characterId: string): Promise<DeletedMovieCharacterDto> {
    const project = await this.projects.require(owner, ref);
    const removed = await this.projectRows.transaction(async (manager) => {
      const row = await this.characters.delete(project.id, characterId, manager);
      if (row) await this.scenes.removeCharacter(project.id, characterId, manager);
      return row;
    });
    if (!removed) throw MovieException.characterNotFound();
    await this.projectRows.touch(project.id);
    await this.removeUnusedAvatar(project.id, removed.avatar_asset_id);
    return { project_id: project.id, character_id: characterId, deleted: true };
  }

  private async checkedAvatar(projectId: string, input: MovieCharacterInputDto): Promise<string | null> {
    if (!input.avatar_filename) return null;
    const assetId = input.avatar_filename.slice(0, -'.png'.length);
    const asset = await this.assets.find(assetId);
    const ours = asset && asset.kind === 'image' && asset.projectKind === MOVIE_PROJECT_KIND && asset.projectId === projectId;
    if (!ours) throw MovieException.avatarNotFound();
    return assetId;
  }

  private async removeUnusedAvatar(projectId: string, assetId: string | null): Promise<void> {
    if (!assetId || (await this.characters.avatarInUse(projectId, assetId))) return;
    await this.assets.remove(assetId).catch((error: unknown) => this.logger.warn(`avatar ${assetId} not removed: ${String(error)}`));
  }
}
