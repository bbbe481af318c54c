import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { CharacterRole } from '../movie.constants';

export interface CharacterRow {
  project_id: string;
  id: string;
  name: string;
  role: CharacterRole;
  bio: string;
  avatar_asset_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface CharacterInput {
  id: string;
  name: string;
  role: CharacterRole;
  bio: string;
  avatarAssetId: string | null;
}

const COLUMNS = 'project_id, id, name, role, bio, avatar_asset_id, created_at, updated_at';

/** A project's characters (the Character Bible); callers have checked the project is the caller's. */
@Injectable()
export class CharactersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[], manager: EntityManager = this.dataSource.manager) {
    return runSql<T>(manager, text, parameters);
  }

  /** In the order they were added: the order the bible and the credits show them. */
  async list(projectId: string, manager?: EntityManager): Promise<CharacterRow[]> {
    const { rows } = await this.sql<CharacterRow>(
      `SELECT ${COLUMNS} FROM movie_characters WHERE project_id = $1 ORDER BY created_at, id`,
      [projectId],
      manager,
    );
    return rows;
  }

  async get(projectId: string, id: string, manager?: EntityManager): Promise<CharacterRow | null> {
    const { rows } = await this.sql<CharacterRow>(
      `SELECT ${COLUMNS} FROM movie_characters WHERE project_id = $1 AND id = $2 FOR UPDATE`,
      [projectId, id],
      manager,
    );
    return rows[0] ?? null;
  }

  async count(projectId: string, manager?: EntityManager): Promise<number> {
    const { rows } = await this.sql<{ count: string }>('SELECT count(*) FROM movie_characters WHERE project_id = $1', [projectId], manager);
    return Number(rows[0].count);
  }

  async insert(projectId: string, input: CharacterInput, manager: EntityManager): Promise<CharacterRow> {
    const { rows } = await this.sql<CharacterRow>(
      `INSERT INTO movie_characters (project_id, id, name, role, bio, avatar_asset_id) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [projectId, input.id, input.name, input.role, input.bio, input.avatarAssetId],
      manager,
    );
    return rows[0];
  }

  async update(projectId: string, input: CharacterInput, manager: EntityManager): Promise<CharacterRow> {
    const { rows } = await this.sql<CharacterRow>(
      `UPDATE movie_characters SET name = $3, role = $4, bio = $5, avatar_asset_id = $6, updated_at = now()
       WHERE project_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [projectId, input.id, input.name, input.role, input.bio, input.avatarAssetId],
      manager,
    );
    return rows[0];
  }

  async delete(projectId: string, id: string, manager: EntityManager): Promise<CharacterRow | null> {
    const { rows } = await this.sql<CharacterRow>(
      `DELETE FROM movie_characters WHERE project_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [projectId, id],
      manager,
    );
    return rows[0] ?? null;
  }

  /** Whether any character of the project still shows this avatar. */
  async avatarInUse(projectId: string, assetId: string): Promise<boolean> {
    const { rows } = await this.sql('SELECT 1 FROM movie_characters WHERE project_id = $1 AND avatar_asset_id = $2 LIMIT 1', [projectId, assetId]);
    return rows.length > 0;
  }
}
