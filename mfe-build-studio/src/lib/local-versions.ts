import { idb } from './idb';
import { isFreshProject } from './workspace/starter-projects';
import type { StudioFile } from './workspace/workspace-types';

export type VersionKind = 'generation' | 'before' | 'save' | 'restore' | 'import';

/** A version kept in this browser (projects not in an account, or not saved yet). */
export interface LocalVersion {
  number: number;
  kind: VersionKind;
  message: string;
  createdAt: string;
  files: Array<Pick<StudioFile, 'path' | 'content'>>;
}

/** Versions kept per browser project; the oldest go first. */
export const LOCAL_VERSIONS_KEPT = 100;

const range = (projectId: string) => IDBKeyRange.bound([projectId, 0], [projectId, Number.MAX_SAFE_INTEGER]);

export async function listLocalVersions(projectId: string): Promise<LocalVersion[]> {
  try {
    return (await idb.range<LocalVersion>('versions', range(projectId))).reverse();
  } catch {
    return [];
  }
}

/** Adds a version numbered after the last one (made now, or when `createdAt` says); returns its number (0 when storage is unavailable). */
export async function recordLocalVersion(projectId: string, version: Omit<LocalVersion, 'number' | 'createdAt'> & { createdAt?: string }): Promise<number> {
  try {
    const existing = await idb.range<LocalVersion>('versions', range(projectId));
    const number = (existing[existing.length - 1]?.number ?? 0) + 1;
    const files = version.files.map(({ path, content }) => ({ path, content }));
    await idb.put('versions', [projectId, number], { ...version, files, number, createdAt: version.createdAt ?? new Date().toISOString() });
    for (const old of existing.slice(0, Math.max(0, existing.length + 1 - LOCAL_VERSIONS_KEPT))) await idb.delete('versions', [projectId, old.number]);
    return number;
  } catch {
    return 0;
  }
}

export async function deleteLocalVersions(projectId: string): Promise<void> {
  try {
    await idb.deleteRange('versions', range(projectId));
  } catch {
    // nothing kept, nothing to delete
  }
}

type Files = ReadonlyArray<Pick<StudioFile, 'path' | 'content'>>;

/**
 * Whether the project as it was before an AI turn needs a version of its own so Restore can bring it back: not
 * when nothing of the user's was in it (empty or starter files), nor when the latest version is the previous
 * turn's result with exactly these files. The server keeps account projects by the same rule.
 */
export function needsBeforeVersion(before: Files, latest: Pick<LocalVersion, 'kind' | 'files'> | undefined): boolean {
  if (isFreshProject(before)) return false;
  if (latest?.kind !== 'generation' || latest.files.length !== before.length) return true;
  return !before.every((file) => latest.files.some((kept) => kept.path === file.path && kept.content === file.content));
}

/** A browser project's AI turn that changed files: the state before it when needed ('Before: <prompt>'), then the result. */
export async function recordTurnVersions(projectId: string, prompt: string, before: Files, after: Files): Promise<void> {
  const [latest] = await listLocalVersions(projectId);
  if (needsBeforeVersion(before, latest)) await recordLocalVersion(projectId, { kind: 'before', message: `Before: ${prompt}`, files: [...before] });
  await recordLocalVersion(projectId, { kind: 'generation', message: prompt, files: [...after] });
}
