import type { CreateBuildProjectDto } from '@atelier/api-types';
import { MAX_IMPORTED_VERSIONS } from './limits';
import type { LocalVersion } from '../../lib/local-versions';
import type { HistoryEntry, ProjectType, StudioFile } from '../../lib/workspace/workspace-types';

/** A browser project as the account takes it: its browser id (so moving it twice makes one) and its versions. */
export function toCreateRequest(
  project: { localId: string; name: string; projectType: ProjectType; files: readonly StudioFile[]; history: readonly HistoryEntry[] },
  versions: readonly LocalVersion[],
): CreateBuildProjectDto {
  const oldestFirst = [...versions].sort((a, b) => a.number - b.number).slice(-MAX_IMPORTED_VERSIONS);
  return {
    name: project.name,
    projectType: project.projectType,
    clientId: project.localId,
    files: project.files.map(({ path, content }) => ({ path, content })),
    history: [...project.history],
    versions: oldestFirst.map((version) => ({
      kind: version.kind === 'import' ? 'save' : version.kind,
      message: version.message,
      createdAt: version.createdAt,
      files: version.files.map(({ path, content }) => ({ path, content })),
    })),
  };
}
