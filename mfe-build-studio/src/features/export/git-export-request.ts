import type { GitExportProjectDto } from '@atelier/api-types';
import type { LocalVersion } from '../../lib/local-versions';
import type { ProjectType } from '../../lib/workspace/workspace-types';

/** Versions a posted git export holds (the server's GIT_EXPORT_MAX_VERSIONS; the browser keeps as many). */
export const GIT_EXPORT_MAX_VERSIONS = 100;

type Files = ReadonlyArray<{ path: string; content: string }>;

/**
 * A browser project's versions as POST /build-studio/export/git takes them: oldest first, each distinct file
 * content sent once and named by index (versions share most of their files). A project with no version yet
 * is exported as one commit of its files as they are.
 */
export function toGitExportRequest(
  project: { name: string; projectType: ProjectType; files: Files },
  versions: readonly Pick<LocalVersion, 'number' | 'kind' | 'message' | 'createdAt' | 'files'>[],
  now: () => Date = () => new Date(),
): GitExportProjectDto {
  const history = versions.length
    ? [...versions].sort((a, b) => a.number - b.number).slice(-GIT_EXPORT_MAX_VERSIONS)
    : [{ number: 1, kind: 'save' as const, message: 'Saved', createdAt: now().toISOString(), files: project.files }];
  const contents: string[] = [];
  const indexOf = new Map<string, number>();
  const contentIndex = (content: string) => {
    let index = indexOf.get(content);
    if (index === undefined) {
      index = contents.push(content) - 1;
      indexOf.set(content, index);
    }
    return index;
  };
  return {
    name: project.name,
    projectType: project.projectType,
    contents,
    versions: history.map((version) => ({
      kind: version.kind,
      message: version.message,
      createdAt: version.createdAt,
      files: version.files.map((file) => ({ path: file.path, content: contentIndex(file.content) })),
    })),
  };
}
