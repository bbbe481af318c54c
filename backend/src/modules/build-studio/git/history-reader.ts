import type { ProjectFile, ProjectType } from '../../../engines/code/code-engine';
import { AppException } from '../../../common/app.exception';
import { BuildStudioException } from '../build-studio.errors';
import { normaliseProject } from '../generation/turn-input';
import type { VersionKind } from '../projects/version-store';
import { type BundleRef, readBundle } from './git-bundle';
import { type GitObject, GitFormatError, TREE_MODES, parseCommit, parseTree } from './git-objects';
import { KIND_TRAILER, type HistoryVersion } from './history-bundle';
import { type PackLimits, readPack } from './pack-reader';

export interface ImportLimits extends PackLimits {
  /** Versions kept: the newest commits of the branch. */
  maxVersions: number;
}

export interface ImportedHistory {
  /** Oldest first. */
  versions: HistoryVersion[];
  /** The ref whose history it is (`HEAD`, `refs/heads/main`). */
  ref: string;
  /** Older first-parent commits left out past the versions limit. */
  skipped: number;
}

const KINDS: readonly VersionKind[] = ['generation', 'before', 'save', 'restore', 'import'];
const PREFERRED_REFS = ['HEAD', 'refs/heads/main', 'refs/heads/master'];
const textDecoder = new TextDecoder('utf-8', { fatal: true });

/** The branch to import: HEAD (what a clone checks out), else main, master, another branch, or any ref. */
function chooseRef(refs: readonly BundleRef[]): BundleRef {
  for (const name of PREFERRED_REFS) {
    const ref = refs.find((candidate) => candidate.name === name);
    if (ref) return ref;
  }
  return refs.find((ref) => ref.name.startsWith('refs/heads/')) ?? refs[0];
}

function need(objects: Map<string, GitObject>, id: string, type: GitObject['type']): GitObject {
  const object = objects.get(id);
  if (!object) throw new GitFormatError(`The bundle lacks the ${type} ${id.slice(0, 7)} its history needs.`);
  if (object.type !== type) throw new GitFormatError(`Object ${id.slice(0, 7)} is a ${object.type} where a ${type} belongs.`);
  return object;
}

/** An annotated tag's target, followed to the commit it names. */
function peel(objects: Map<string, GitObject>, id: string): string {
  for (let depth = 0; depth < 10; depth++) {
    const object = objects.get(id);
    if (object?.type !== 'tag') return id;
    const target = /^object ([0-9a-f]{40})$/m.exec(object.data.toString('utf8'))?.[1];
    if (!target) throw new GitFormatError('A tag in the bundle is malformed.');
    id = target;
  }
  throw new GitFormatError('A tag in the bundle points at another tag too many times.');
}

/** The message without the kind trailer an Atelier export adds, and the kind it names (`import` when none). */
function splitMessage(raw: string): { kind: VersionKind; message: string } {
  const trailer = new RegExp(`\\n\\n${KIND_TRAILER}: (\\w+)\\s*$`).exec(raw);
  const kind = trailer && (KINDS as readonly string[]).includes(trailer[1]) ? (trailer[1] as VersionKind) : 'import';
  const message = (trailer ? raw.slice(0, trailer.index) : raw).trim();
  return { kind, message: message || '(no message)' };
}

/** A commit's files: text blobs only, every path and limit as for a saved project, with the commit named in the reason. */
function filesOf(objects: Map<string, GitObject>, treeId: string, label: string): ProjectFile[] {
  const files: ProjectFile[] = [];
  const walk = (id: string, prefix: string, depth: number) => {
    if (depth > 32) throw BuildStudioException.invalidProject(`${label}: folders are nested too deep.`);
    for (const entry of parseTree(need(objects, id, 'tree').data)) {
      const path = `${prefix}${entry.name}`;
      if (entry.mode === TREE_MODES.tree) {
        walk(entry.id, `${path}/`, depth + 1);
      } else if (entry.mode === TREE_MODES.file || entry.mode === TREE_MODES.executable) {
        const blob = need(objects, entry.id, 'blob').data;
        let content: string;
        try {
          if (blob.includes(0)) throw new Error('binary');
          content = textDecoder.decode(blob);
        } catch {
          throw BuildStudioException.invalidProject(`${label}: ${path} is a binary file; a project holds text files only.`);
        }
        files.push({ path, content });
        if (files.length > 1_000) throw BuildStudioException.invalidProject(`${label}: it holds more than 1000 files.`);
      } else {
        const what = entry.mode === TREE_MODES.submodule ? 'a submodule' : entry.mode === TREE_MODES.symlink ? 'a symbolic link' : `of mode ${entry.mode}`;
        throw BuildStudioException.invalidProject(`${label}: ${path} is ${what}; a project holds text files only.`);
      }
    }
  };
  walk(treeId, '', 0);
  try {
    return normaliseProject(files);
  } catch (error) {
    if (error instanceof AppException) throw BuildStudioException.invalidProject(`${label}: ${error.message}`);
    throw error;
  }
}

/**
 * A git bundle's branch as project versions: its first-parent commits, oldest first, the newest
 * `maxVersions` of them. Malformed input throws GitFormatError; a commit whose files break the project's
 * rules (binary, submodule, too many or too large) throws INVALID_PROJECT naming the commit.
 */
export function readHistoryBundle(bundle: Buffer, limits: ImportLimits): ImportedHistory {
  const { refs, pack } = readBundle(bundle);
  const objects = readPack(pack, limits);
  const ref = chooseRef(refs);
  const chain: string[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (let id: string | undefined = peel(objects, ref.id); id; ) {
    if (seen.has(id)) throw new GitFormatError('The history goes round in a circle.');
    seen.add(id);
    const commit = parseCommit(need(objects, id, 'commit').data);
    if (chain.length < limits.maxVersions) chain.push(id);
    else skipped++;
    id = commit.parents[0];
  }
  const versions = chain.reverse().map((id): HistoryVersion => {
    const commit = parseCommit(need(objects, id, 'commit').data);
    const { kind, message } = splitMessage(commit.message);
    const subject = message.split('\n')[0].slice(0, 60);
    const files = filesOf(objects, commit.tree, `Commit ${id.slice(0, 7)} (“${subject}”)`);
    return { kind, message, createdAt: new Date(commit.authorTime * 1000), files };
  });
  return { versions, ref: ref.name, skipped };
}

/** A project's type from its files: package.json is Node.js, requirements.txt or Python files FastAPI, else static. */
export function guessProjectType(files: readonly ProjectFile[]): ProjectType {
  const paths = new Set(files.map((file) => file.path));
  if (paths.has('package.json')) return 'nodejs';
  if (paths.has('requirements.txt') || files.some((file) => file.path.endsWith('.py'))) return 'python';
  return 'static';
}
