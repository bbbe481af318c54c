import { Injectable } from '@nestjs/common';
import type { ProjectType } from '../../../engines/code/code-engine';
import {
  DEFAULT_PROJECT_NAME,
  GIT_IMPORT_MAX_VERSIONS,
  GIT_MAX_INFLATED_BYTES,
  GIT_MAX_OBJECTS,
  PROJECT_NAME_MAX_CHARACTERS,
} from '../build-studio.constants';
import { BuildStudioException } from '../build-studio.errors';
import type { GitExportProjectDto, GitImportDto } from '../dto/git.dto';
import type { BuildProjectDto } from '../dto/project.dto';
import { archiveName } from '../export/project-archive';
import { normaliseProject } from '../generation/turn-input';
import { ProjectsService } from '../projects/projects.service';
import { GitFormatError } from './git-objects';
import { type HistoryVersion, historyBundle } from './history-bundle';
import { type ImportedHistory, guessProjectType, readHistoryBundle } from './history-reader';

export interface BundleFile {
  fileName: string;
  bundle: Buffer;
}

/** An upload as the interceptor leaves it. */
export interface UploadedBundle {
  originalname: string;
  buffer: Buffer;
}

/** Author of a browser project's commits (no account to name). */
const ANONYMOUS_AUTHOR = 'Atelier';

/**
 * Projects as git history and back (README "Projects and versions"): a project's versions become a bundle with
 * one commit per version; a bundle's branch becomes a project whose versions are its first-parent commits.
 */
@Injectable()
export class GitService {
  constructor(private readonly projects: ProjectsService) {}

  /** A saved project's every version, its owner named as the author; 404 for anyone else's. */
  async exportSaved(user: { id: string; name: string }, id: string): Promise<BundleFile> {
    const project = await this.projects.history(user.id, id);
    return { fileName: `${archiveName(project.name)}.bundle`, bundle: historyBundle(project.versions, user.name).bundle };
  }

  /** A browser project's versions as it sent them: each within the project limits, contents named by index. */
  exportPosted(body: GitExportProjectDto): BundleFile {
    const versions = body.versions.map((version, index): HistoryVersion => {
      const files = version.files.map((file) => {
        const content = body.contents[file.content];
        if (content === undefined) throw BuildStudioException.invalidProject(`Version ${index + 1} names content ${file.content}, which the request does not hold.`);
        return { path: file.path, content };
      });
      return { kind: version.kind, message: version.message, createdAt: new Date(version.createdAt), files: normaliseProject(files) };
    });
    return { fileName: `${archiveName(body.name)}.bundle`, bundle: historyBundle(versions, ANONYMOUS_AUTHOR).bundle };
  }

  /** A bundle read for the browser to keep as a project of its own (signed out). */
  read(file: UploadedBundle | undefined): GitImportDto {
    const { name, projectType, history } = this.parse(file);
    return {
      name,
      projectType,
      ref: history.ref,
      skipped: history.skipped,
      versions: history.versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString(), files: [...version.files] })),
    };
  }

  /** A bundle as a new saved project of the account, with a version per commit. */
  async importToAccount(userId: string, file: UploadedBundle | undefined): Promise<BuildProjectDto> {
    const { name, projectType, history } = this.parse(file);
    return this.projects.createFromVersions(userId, { name, projectType, versions: history.versions });
  }

  private parse(file: UploadedBundle | undefined): { name: string; projectType: ProjectType; history: ImportedHistory } {
    if (!file?.buffer.length) throw BuildStudioException.gitBundleRequired();
    let history: ImportedHistory;
    try {
      history = readHistoryBundle(file.buffer, { maxVersions: GIT_IMPORT_MAX_VERSIONS, maxObjects: GIT_MAX_OBJECTS, maxInflatedBytes: GIT_MAX_INFLATED_BYTES });
    } catch (error) {
      if (error instanceof GitFormatError) throw BuildStudioException.invalidGitBundle(error.message);
      throw error;
    }
    const newest = history.versions[history.versions.length - 1];
    return { name: projectName(file.originalname), projectType: guessProjectType(newest.files), history };
  }
}

/** `my-site.bundle` → `my-site`: the uploaded file's name is the project's. */
function projectName(fileName: string): string {
  const name = fileName
    .replace(/\.(bundle|git)$/i, '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, PROJECT_NAME_MAX_CHARACTERS);
  return name || DEFAULT_PROJECT_NAME;
}
