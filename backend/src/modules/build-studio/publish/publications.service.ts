import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { ProjectFile, ProjectType } from '../../../engines/code/code-engine';
import { BuildStudioException } from '../build-studio.errors';
import type { BuildPublicationDto } from '../dto/publication.dto';
import { ProjectsService } from '../projects/projects.service';
import { PublishedApps } from './published-app';

/** The public path of a published project; under /api/build-studio so every proxy that reaches the area reaches it. */
export const PUBLISHED_PATH = '/api/build-studio/p';

interface PublicationRow {
  id: string;
  slug: string;
  project_type: ProjectType;
  files: ProjectFile[];
  revision: number;
  visits: string;
  published_at: Date;
  revoked_at: Date | null;
}

/** What the public URL serves: the snapshot, or that it was unpublished. */
export interface PublishedSnapshot {
  id: string;
  projectType: ProjectType;
  files: ProjectFile[];
  revision: number;
  revoked: boolean;
}

/**
 * Publications of saved projects (README "Build Studio", Publish). The owner publishes the project's current
 * files as a snapshot; Update replaces it under the same slug; Unpublish revokes it. Every owner query is
 * scoped to the project's owner, so another account's project answers 404.
 */
@Injectable()
export class PublicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projects: ProjectsService,
    private readonly apps: PublishedApps,
  ) {}

  async get(userId: string, projectId: string): Promise<BuildPublicationDto> {
    await this.projects.requireOwned(userId, projectId);
    return mapPublication(await this.row(userId, projectId));
  }

  /** Publish, or Update: the saved files of the project now, under its slug (a new one the first time). */
  async publish(userId: string, projectId: string): Promise<BuildPublicationDto> {
    const project = await this.projects.get(userId, projectId);
    const files = project.files.map(({ path, content }) => ({ path, content }));
    if (!files.length) throw BuildStudioException.invalidProject('A project has at least one file.');
    const { rows } = await runSql<PublicationRow>(
      this.dataSource.manager,
      `INSERT INTO build_studio_publications (project_id, owner_user_id, slug, project_type, files)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (project_id) DO UPDATE SET project_type = EXCLUDED.project_type, files = EXCLUDED.files,
         revision = build_studio_publications.revision + 1, published_at = now(), revoked_at = NULL
       RETURNING *`,
      [projectId, userId, newSlug(), project.projectType, JSON.stringify(files)],
    );
    return mapPublication(rows[0]);
  }

  /** Unpublish: the URL answers 410 from now on; the slug and the counter stay for a later Publish. */
  async unpublish(userId: string, projectId: string): Promise<BuildPublicationDto> {
    await this.projects.requireOwned(userId, projectId);
    const { rows } = await runSql<PublicationRow>(
      this.dataSource.manager,
      `UPDATE build_studio_publications SET revoked_at = COALESCE(revoked_at, now())
       WHERE project_id = $1 AND owner_user_id = $2 RETURNING *`,
      [projectId, userId],
    );
    if (!rows[0]) throw BuildStudioException.publicationNotFound();
    // A published API project stops now rather than at the runner's idle limit.
    if (rows[0].project_type !== 'static') await this.apps.stop(rows[0].id);
    return mapPublication(rows[0]);
  }

  /** The snapshot behind a public slug, published or revoked; null for a slug that never was. */
  async bySlug(slug: string): Promise<PublishedSnapshot | null> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(slug)) return null;
    const { rows } = await runSql<PublicationRow>(this.dataSource.manager, 'SELECT * FROM build_studio_publications WHERE slug = $1', [slug]);
    const row = rows[0];
    return row ? { id: row.id, projectType: row.project_type, files: row.files, revision: row.revision, revoked: row.revoked_at !== null } : null;
  }

  async countVisit(id: string): Promise<void> {
    await runSql(this.dataSource.manager, 'UPDATE build_studio_publications SET visits = visits + 1 WHERE id = $1 AND revoked_at IS NULL', [id]);
  }

  private async row(userId: string, projectId: string): Promise<PublicationRow | null> {
    const { rows } = await runSql<PublicationRow>(
      this.dataSource.manager,
      'SELECT * FROM build_studio_publications WHERE project_id = $1 AND owner_user_id = $2',
      [projectId, userId],
    );
    return rows[0] ?? null;
  }
}

/** 128 random bits: a share URL nobody can guess or walk to (ARCHITECTURE.md: no object reachable by guessing). */
function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

function mapPublication(row: PublicationRow | null): BuildPublicationDto {
  if (!row) return { published: false, url: null, visits: 0, revision: 0, publishedAt: null, revokedAt: null };
  return {
    published: row.revoked_at === null,
    url: `${PUBLISHED_PATH}/${row.slug}/`,
    visits: Number(row.visits),
    revision: row.revision,
    publishedAt: row.published_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
