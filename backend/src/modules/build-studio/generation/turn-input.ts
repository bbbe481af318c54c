import type { CodeAttachment, HistoryEntry, HistoryPart, ProjectFile, ProjectType } from '../../../engines/code/code-engine';
import { checkProjectPath, describePathProblem } from '../../../engines/code/project-paths';
import { ProjectWorkspace } from '../../../engines/code/project-workspace';
import { ImageRejectedError, checkImage } from '../../../assets/images/image-intake';
import { ATTACHMENT_MAX_BYTES, PROJECT_LIMITS } from '../build-studio.constants';
import { BuildStudioException } from '../build-studio.errors';
import type { BuildHistoryEntryDto, BuildImageDto } from '../dto/history-entry.dto';

/**
 * Checks and normalises a project sent by a client: every path confined to the project (`../`, absolute
 * paths, NUL and over-long names refused), no two files on one path, and the file count and size limits.
 */
export function normaliseProject(files: readonly { path: string; content: string }[]): ProjectFile[] {
  const seen = new Set<string>();
  const normalised = files.map((file) => {
    const checked = checkProjectPath(file.path);
    if (!checked.ok) throw BuildStudioException.invalidProject(describePathProblem(file.path, checked.problem));
    if (seen.has(checked.path)) throw BuildStudioException.invalidProject(`Two files have the path ${checked.path}.`);
    seen.add(checked.path);
    return { path: checked.path, content: file.content };
  });
  if (normalised.length > PROJECT_LIMITS.maxFiles) {
    throw BuildStudioException.invalidProject(`A project holds at most ${PROJECT_LIMITS.maxFiles} files.`);
  }
  const workspace = new ProjectWorkspace(normalised, PROJECT_LIMITS);
  if (workspace.totalBytes > PROJECT_LIMITS.maxTotalBytes) {
    throw BuildStudioException.invalidProject(`A project holds at most ${PROJECT_LIMITS.maxTotalBytes / 1024} KB of files.`);
  }
  return normalised;
}

/**
 * An image through the image intake: PNG, JPEG, GIF or WebP by its bytes, whatever its declared type says, and
 * within the pixel cap by its header; nothing is decoded here (an engine may, later, after the quota check).
 */
export function checkedAttachment(file: BuildImageDto | null | undefined): CodeAttachment | null {
  if (!file) return null;
  const bytes = Buffer.from(file.data, 'base64');
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw BuildStudioException.invalidAttachment('The image is larger than 256 KB.');
  try {
    const image = checkImage(bytes);
    return { mimeType: image.type.contentType, data: bytes.toString('base64') };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'too-many-pixels') throw BuildStudioException.attachmentTooManyPixels(error.maxMegapixels);
    if (error.reason === 'unreadable') throw BuildStudioException.invalidAttachment('The attached image cannot be read: its header is damaged or cut short.');
    throw BuildStudioException.invalidAttachment('Only images can be attached (PNG, JPEG, GIF or WebP).');
  }
}

/** History as the engine takes it, each part either text or an image; empty parts are dropped. */
export function historyFrom(entries: readonly BuildHistoryEntryDto[] | undefined): HistoryEntry[] {
  return (entries ?? []).map((entry) => ({
    role: entry.role,
    parts: entry.parts.flatMap((part): HistoryPart[] => {
      if (part.inlineData) return [{ inlineData: { mimeType: part.inlineData.mimeType, data: part.inlineData.data } }];
      return typeof part.text === 'string' ? [{ text: part.text }] : [];
    }),
  }));
}

export interface TurnInput {
  prompt: string;
  projectType: ProjectType;
  files: ProjectFile[];
  history: HistoryEntry[];
  attachment: CodeAttachment | null;
  /** A saved project of the caller's whose versions record the result. */
  projectId: string | null;
}
