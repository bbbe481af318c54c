import type { ProjectFile } from '../../../engines/code/code-engine';
import type { VersionKind } from '../projects/version-store';
import { writeBundle } from './git-bundle';
import { type GitObject, type GitObjectType, type TreeEntry, TREE_MODES, encodeCommit, encodeTree, objectId } from './git-objects';
import { writePack } from './pack-writer';

/** One version of a project as git history holds it: a commit whose tree is its files. */
export interface HistoryVersion {
  kind: VersionKind;
  message: string;
  createdAt: Date;
  files: readonly ProjectFile[];
}

/** The branch an export names (HEAD points at it). */
export const EXPORT_BRANCH = 'main';
/** Each commit's author and committer email: fixed, so the same versions always give the same bytes. */
export const EXPORT_EMAIL = 'build-studio@atelier.invalid';
/** The trailer that keeps a version's kind, so importing an export gives back the same kinds. */
export const KIND_TRAILER = 'Atelier-Version-Kind';

const KIND_SUBJECTS: Readonly<Record<VersionKind, string>> = { generation: 'Generated', before: 'Before a turn', save: 'Saved', restore: 'Restored', import: 'Imported' };

/** A commit's message: the version's own (the prompt, "Before: <prompt>", "Saved", "Restored version 3"), then its kind. */
export function commitMessage(version: Pick<HistoryVersion, 'kind' | 'message'>): string {
  const text = version.message.replace(/\r\n?/g, '\n').trim() || KIND_SUBJECTS[version.kind];
  return `${text}\n\n${KIND_TRAILER}: ${version.kind}\n`;
}

class ObjectSet {
  readonly objects = new Map<string, GitObject>();
  add(type: GitObjectType, data: Buffer): string {
    const id = objectId(type, data);
    if (!this.objects.has(id)) this.objects.set(id, { type, data });
    return id;
  }
}

interface Folder {
  files: Map<string, { mode: string; id: string }>;
  folders: Map<string, Folder>;
}

/** The tree of a version's files (folders from their `/`-separated paths; `.sh` files executable, as in the zip). */
function writeTree(set: ObjectSet, files: readonly ProjectFile[]): string {
  const root: Folder = { files: new Map(), folders: new Map() };
  for (const file of files) {
    const parts = file.path.split('/');
    const name = parts.pop() as string;
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = { files: new Map(), folders: new Map() }));
      folder = next;
    }
    const mode = file.path.endsWith('.sh') ? TREE_MODES.executable : TREE_MODES.file;
    folder.files.set(name, { mode, id: set.add('blob', Buffer.from(file.content, 'utf8')) });
  }
  const write = (folder: Folder): string => {
    const entries: TreeEntry[] = [...folder.files].map(([name, file]) => ({ name, ...file }));
    for (const [name, child] of folder.folders) entries.push({ mode: TREE_MODES.tree, name, id: write(child) });
    return set.add('tree', encodeTree(entries));
  };
  return write(root);
}

/**
 * A project's versions, oldest first, as a git bundle: one commit per version on `main` (HEAD → main), each
 * commit's tree the version's files, its message the version's, its time the version's. Deterministic: the
 * same versions and author give byte-identical bundles.
 */
export function historyBundle(versions: readonly HistoryVersion[], authorName: string): { bundle: Buffer; tip: string; commits: number } {
  if (!versions.length) throw new Error('A history bundle needs at least one version.');
  const set = new ObjectSet();
  let parent: string | null = null;
  for (const version of versions) {
    const tree = writeTree(set, version.files);
    const time = Math.floor(version.createdAt.getTime() / 1000);
    const commit = encodeCommit({ tree, parents: parent ? [parent] : [], author: { name: authorName, email: EXPORT_EMAIL, time }, message: commitMessage(version) });
    parent = set.add('commit', commit);
  }
  const tip = parent as string;
  const pack = writePack([...set.objects.values()]);
  const bundle = writeBundle(
    [
      { id: tip, name: 'HEAD' },
      { id: tip, name: `refs/heads/${EXPORT_BRANCH}` },
    ],
    pack,
  );
  return { bundle, tip, commits: versions.length };
}
