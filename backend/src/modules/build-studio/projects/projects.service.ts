import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { HistoryEntry, ProjectFile, ProjectType } from '../../../engines/code/code-engine';
import { isFreshProject } from '../../../engines/code/starter-projects';
import { MAX_PROJECTS_PER_ACCOUNT, VERSIONS_LISTED } from '../build-studio.constants';
import { BuildStudioException } from '../build-studio.errors';
import type { CreateBuildProjectDto, BuildProjectDto, BuildProjectSummaryDto, SaveBuildProjectDto, BuildVersionDto, BuildVersionSummaryDto } from '../dto/project.dto';
import { historyFrom, normaliseProject } from '../generation/turn-input';
import { type ProjectRow, mapProject, mapSummary, mapVersion } from './project.mapper';
import { type NewVersion, VersionStore } from './version-store';

/**
 * Saved projects of signed-in accounts. Every save, generation and restore adds a version; the
 * project's files are those of its latest version. Every query is scoped to the owner: another
 * account's project id answers 404.
 */
@Injectable()
export class ProjectsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<BuildProjectSummaryDto[]> {
    const { rows } = await runSql<ProjectRow>(
      this.dataSource.manager,
      'SELECT * FROM build_studio_projects WHERE owner_user_id = $1 ORDER BY last_saved DESC, id LIMIT $2',
      [userId, MAX_PROJECTS_PER_ACCOUNT],
    );
    return rows.map(mapSummary);
  }

  async get(userId: string, id: string): Promise<BuildProjectDto> {
    return this.dataSource.transaction((manager) => this.load(manager, userId, id));
  }

  /** A new project; with a `clientId` already in the account, that project (moving it again changes nothing). */
  async create(userId: string, body: CreateBuildProjectDto): Promise<{ project: BuildProjectDto; created: boolean }> {
    const files = normaliseProject(body.files);
    requireFiles(files);
    const versions = (body.versions ?? []).map((version) => ({ ...version, files: normaliseProject(version.files) }));
    return this.dataSource.transaction(async (manager) => {
      await this.lockAccount(manager, userId);
      if (body.clientId) {
        const { rows } = await runSql<{ id: string }>(
          manager,
          'SELECT id FROM build_studio_projects WHERE owner_user_id = $1 AND client_id = $2',
          [userId, body.clientId],
        );
        if (rows[0]) return { project: await this.load(manager, userId, rows[0].id), created: false };
      }
      const id = await this.insert(manager, userId, {
        clientId: body.clientId ?? null,
        name: body.name,
        projectType: body.projectType ?? 'static',
        history: historyFrom(body.history),
      });
      const store = new VersionStore(manager);
      for (const version of versions) {
        await store.add(id, { kind: version.kind === 'save' ? 'save' : version.kind, message: version.message, files: version.files, createdAt: new Date(version.createdAt) });
      }
      await store.add(id, { kind: body.clientId ? 'import' : 'save', message: body.message ?? (body.clientId ? 'Moved into your account' : 'Saved'), files });
      return { project: await this.load(manager, userId, id), created: true };
    });
  }

  /** A new project made of versions read elsewhere (a git bundle), oldest first, each keeping its kind, message and time. */
  async createFromVersions(userId: string, project: { name: string; projectType: ProjectType; versions: readonly NewVersion[] }): Promise<BuildProjectDto> {
    if (!project.versions.length) throw BuildStudioException.invalidProject('A project has at least one version.');
    return this.dataSource.transaction(async (manager) => {
      await this.lockAccount(manager, userId);
      const id = await this.insert(manager, userId, { clientId: null, name: project.name, projectType: project.projectType, history: [] });
      const store = new VersionStore(manager);
      for (const version of project.versions) await store.add(id, version);
      return this.load(manager, userId, id);
    });
  }

  /** A saved project's name and every version, oldest first, with its files (for the git export). */
  async history(userId: string, id: string): Promise<{ name: string; versions: Array<NewVersion & { createdAt: Date }> }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.row(manager, userId, id);
      const versions = await new VersionStore(manager).history(id);
      return { name: row.name, versions: versions.map((version) => ({ kind: version.kind, message: version.message, createdAt: version.created_at, files: version.files })) };
    });
  }

  /** Save: name, type and conversation, and the files as a new version. */
  async save(userId: string, id: string, body: SaveBuildProjectDto): Promise<BuildProjectDto> {
    const files = normaliseProject(body.files);
    requireFiles(files);
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager, userId, id);
      await runSql(
        manager,
        `UPDATE build_studio_projects SET name = $2, project_type = $3, history = COALESCE($4::jsonb, history), last_saved = now()
         WHERE id = $1`,
        [id, body.name, body.projectType ?? 'static', body.history ? JSON.stringify(historyFrom(body.history)) : null],
      );
      await new VersionStore(manager).add(id, { kind: 'save', message: body.message ?? 'Saved', files });
      return this.load(manager, userId, id);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    const { rowCount } = await runSql(this.dataSource.manager, 'DELETE FROM build_studio_projects WHERE id = $1 AND owner_user_id = $2', [id, userId]);
    if (!rowCount) throw BuildStudioException.projectNotFound();
  }

  async versions(userId: string, id: string): Promise<BuildVersionSummaryDto[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.row(manager, userId, id);
      return (await new VersionStore(manager).list(id, VERSIONS_LISTED)).map((row) => mapVersion(row));
    });
  }

  async version(userId: string, id: string, versionId: string): Promise<BuildVersionDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.row(manager, userId, id);
      const store = new VersionStore(manager);
      const version = await store.find(id, versionId);
      if (!version) throw BuildStudioException.versionNotFound();
      return { ...mapVersion(version), files: await store.files(id, version) };
    });
  }

  /** Makes an earlier version current again, as a new version (nothing after it is lost). */
  async restore(userId: string, id: string, versionId: string): Promise<BuildProjectDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager, userId, id);
      const store = new VersionStore(manager);
      const version = await store.find(id, versionId);
      if (!version) throw BuildStudioException.versionNotFound();
      await store.add(id, { kind: 'restore', message: `Restored version ${version.number}`, files: await store.files(id, version) });
      return this.load(manager, userId, id);
    });
  }

  /** Throws 404 unless the project is the user's. */
  async requireOwned(userId: string, id: string): Promise<void> {
    await this.row(this.dataSource.manager, userId, id);
  }

  /**
   * A finished generation on a saved project: its files become a version, its turn joins the conversation. When it
   * changed files, the project as it was before the turn is kept first ('Before: <prompt>'), so Restore brings the
   * user's code back: unless nothing of the user's was in it (empty or starter files) or it is exactly the result of
   * the turn before, which the list already holds.
   */
  async recordGeneration(
    userId: string,
    id: string,
    turn: { prompt: string; reply: string; before: readonly ProjectFile[]; files: readonly ProjectFile[]; projectType: ProjectType; changed: boolean },
  ): Promise<{ id: string; number: number } | null> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, userId, id);
      const entries: HistoryEntry[] = [
        { role: 'user', parts: [{ text: turn.prompt }] },
        { role: 'model', parts: [{ text: turn.reply }] },
      ];
      await runSql(manager, 'UPDATE build_studio_projects SET history = $2::jsonb, project_type = $3 WHERE id = $1', [
        id,
        JSON.stringify([...(row.history ?? []), ...entries]),
        turn.projectType,
      ]);
      if (!turn.changed) return null;
      const store = new VersionStore(manager);
      const head = await store.latest(id);
      const alreadyKept = isFreshProject(turn.before) || (head?.kind === 'generation' && store.holds(head, turn.before));
      if (!alreadyKept) await store.add(id, { kind: 'before', message: `Before: ${turn.prompt}`, files: turn.before });
      return store.add(id, { kind: 'generation', message: turn.prompt, files: turn.files });
    });
  }

  /** One creation per account at a time, so the project limit holds under concurrent saves. */
  private async lockAccount(manager: EntityManager, userId: string): Promise<void> {
    await runSql(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`build-studio:${userId}`]);
  }

  /** Inserts a project row within the account's limit (the caller holds the account lock); answers its id. */
  private async insert(
    manager: EntityManager,
    userId: string,
    project: { clientId: string | null; name: string; projectType: ProjectType; history: HistoryEntry[] },
  ): Promise<string> {
    const { rows: counted } = await runSql<{ count: string }>(manager, 'SELECT count(*) FROM build_studio_projects WHERE owner_user_id = $1', [userId]);
    if (Number(counted[0].count) >= MAX_PROJECTS_PER_ACCOUNT) throw BuildStudioException.projectLimit(MAX_PROJECTS_PER_ACCOUNT);
    const { rows } = await runSql<{ id: string }>(
      manager,
      `INSERT INTO build_studio_projects (owner_user_id, client_id, name, project_type, history)
       VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
      [userId, project.clientId, project.name, project.projectType, JSON.stringify(project.history)],
    );
    return rows[0].id;
  }

  private async load(manager: EntityManager, userId: string, id: string): Promise<BuildProjectDto> {
    const row = await this.row(manager, userId, id);
    const store = new VersionStore(manager);
    const head = await store.latest(id);
    return mapProject(row, head ? await store.files(id, head) : [], head);
  }

  private async row(manager: EntityManager, userId: string, id: string): Promise<ProjectRow> {
    const { rows } = await runSql<ProjectRow>(manager, 'SELECT * FROM build_studio_projects WHERE id = $1 AND owner_user_id = $2', [id, userId]);
    if (!rows[0]) throw BuildStudioException.projectNotFound();
    return rows[0];
  }

  private async lock(manager: EntityManager, userId: string, id: string): Promise<ProjectRow> {
    const { rows } = await runSql<ProjectRow>(
      manager,
      'SELECT * FROM build_studio_projects WHERE id = $1 AND owner_user_id = $2 FOR UPDATE',
      [id, userId],
    );
    if (!rows[0]) throw BuildStudioException.projectNotFound();
    return rows[0];
  }
}

function requireFiles(files: readonly ProjectFile[]): void {
  if (!files.length) throw BuildStudioException.invalidProject('A project has at least one file.');
}
