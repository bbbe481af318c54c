import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { ProjectFile } from '../../../engines/code/code-engine';

export type VersionKind = 'generation' | 'before' | 'save' | 'restore' | 'import';

export interface NewVersion {
  kind: VersionKind;
  message: string;
  files: readonly ProjectFile[];
  /** When it was made (imported browser versions keep theirs). */
  createdAt?: Date;
}

export interface VersionRow {
  id: string;
  number: number;
  kind: VersionKind;
  message: string;
  manifest: Array<[string, string]>;
  file_count: number;
  total_bytes: number;
  created_at: Date;
}

const hashOf = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/**
 * Versions of a project inside the caller's transaction: contents stored once per project (by SHA-256),
 * the version itself a manifest of paths and hashes, numbered 1, 2, 3… under a lock on the project row,
 * so concurrent saves never take the same number.
 */
export class VersionStore {
  constructor(private readonly manager: EntityManager) {}

  /** Adds a version (the caller holds the project row's lock) and keeps the project's file counts current. */
  async add(projectId: string, version: NewVersion): Promise<{ id: string; number: number }> {
    const entries = version.files.map((file) => ({ path: file.path, hash: hashOf(file.content), content: file.content }));
    const unique = [...new Map(entries.map((entry) => [entry.hash, entry.content]))];
    if (unique.length) {
      await runSql(
        this.manager,
        `INSERT INTO build_studio_blobs (project_id, hash, content)
         SELECT $1, hash, content FROM unnest($2::text[], $3::text[]) AS b(hash, content)
         ON CONFLICT DO NOTHING`,
        [projectId, unique.map(([hash]) => hash), unique.map(([, content]) => content)],
      );
    }
    const totalBytes = version.files.reduce((sum, file) => sum + Buffer.byteLength(file.content, 'utf8'), 0);
    const { rows } = await runSql<{ id: string; number: number }>(
      this.manager,
      `INSERT INTO build_studio_versions (project_id, number, kind, message, manifest, file_count, total_bytes, created_at)
       SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3, $4::jsonb, $5, $6, COALESCE($7, now())
       FROM build_studio_versions WHERE project_id = $1
       RETURNING id, number`,
      [
        projectId,
        version.kind,
        version.message.slice(0, 8000),
        JSON.stringify(entries.map((entry) => [entry.path, entry.hash])),
        version.files.length,
        totalBytes,
        version.createdAt ?? null,
      ],
    );
    await runSql(this.manager, 'UPDATE build_studio_projects SET file_count = $2, total_bytes = $3, updated_at = now() WHERE id = $1', [
      projectId,
      version.files.length,
      totalBytes,
    ]);
    return rows[0];
  }

  /** Whether a version holds exactly these files (paths and contents, in any order). */
  holds(version: VersionRow, files: readonly ProjectFile[]): boolean {
    if (version.manifest.length !== files.length) return false;
    const hashes = new Map(version.manifest);
    return files.every((file) => hashes.get(file.path) === hashOf(file.content));
  }

  async latest(projectId: string): Promise<VersionRow | null> {
    const { rows } = await runSql<VersionRow>(
      this.manager,
      'SELECT * FROM build_studio_versions WHERE project_id = $1 ORDER BY number DESC LIMIT 1',
      [projectId],
    );
    return rows[0] ?? null;
  }

  async find(projectId: string, versionId: string): Promise<VersionRow | null> {
    const { rows } = await runSql<VersionRow>(this.manager, 'SELECT * FROM build_studio_versions WHERE project_id = $1 AND id = $2', [
      projectId,
      versionId,
    ]);
    return rows[0] ?? null;
  }

  async list(projectId: string, limit: number): Promise<VersionRow[]> {
    const { rows } = await runSql<VersionRow>(
      this.manager,
      `SELECT id, number, kind, message, '[]'::jsonb AS manifest, file_count, total_bytes, created_at
       FROM build_studio_versions WHERE project_id = $1 ORDER BY number DESC LIMIT $2`,
      [projectId, limit],
    );
    return rows;
  }

  /** Every version, oldest first, with its files; contents are read once, as versions share most of them. */
  async history(projectId: string): Promise<Array<VersionRow & { files: ProjectFile[] }>> {
    const { rows } = await runSql<VersionRow>(this.manager, 'SELECT * FROM build_studio_versions WHERE project_id = $1 ORDER BY number', [projectId]);
    const { rows: blobs } = await runSql<{ hash: string; content: string }>(
      this.manager,
      'SELECT hash, content FROM build_studio_blobs WHERE project_id = $1',
      [projectId],
    );
    const contents = new Map(blobs.map((blob) => [blob.hash, blob.content]));
    return rows.map((row) => ({ ...row, files: row.manifest.map(([path, hash]) => ({ path, content: contents.get(hash) ?? '' })) }));
  }

  /** The files of a version, in the order they were saved. */
  async files(projectId: string, version: VersionRow): Promise<ProjectFile[]> {
    const hashes = [...new Set(version.manifest.map(([, hash]) => hash))];
    const { rows } = await runSql<{ hash: string; content: string }>(
      this.manager,
      'SELECT hash, content FROM build_studio_blobs WHERE project_id = $1 AND hash = ANY($2::text[])',
      [projectId, hashes],
    );
    const contents = new Map(rows.map((row) => [row.hash, row.content]));
    return version.manifest.map(([path, hash]) => ({ path, content: contents.get(hash) ?? '' }));
  }
}
