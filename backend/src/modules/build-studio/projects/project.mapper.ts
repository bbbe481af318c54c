import type { HistoryEntry, ProjectFile, ProjectType } from '../../../engines/code/code-engine';
import type { BuildProjectDto, BuildProjectSummaryDto, BuildVersionSummaryDto } from '../dto/project.dto';
import type { VersionRow } from './version-store';

export interface ProjectRow {
  id: string;
  owner_user_id: string;
  client_id: string | null;
  name: string;
  project_type: ProjectType;
  history: HistoryEntry[] | null;
  file_count: number;
  total_bytes: number;
  last_saved: Date;
  created_at: Date;
  updated_at: Date;
}

export function mapSummary(row: ProjectRow): BuildProjectSummaryDto {
  return {
    id: row.id,
    name: row.name,
    projectType: row.project_type,
    fileCount: row.file_count,
    lastSaved: row.last_saved.toISOString(),
    clientId: row.client_id,
  };
}

export function mapProject(row: ProjectRow, files: ProjectFile[], head: Pick<VersionRow, 'id' | 'number'> | null): BuildProjectDto {
  return {
    ...mapSummary(row),
    fileCount: files.length,
    files,
    history: row.history ?? [],
    version: head ? { id: head.id, number: head.number } : { id: '', number: 0 },
  };
}

export function mapVersion(row: VersionRow): BuildVersionSummaryDto {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    fileCount: row.file_count,
    totalBytes: row.total_bytes,
  };
}
