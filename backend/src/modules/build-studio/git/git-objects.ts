import { createHash } from 'node:crypto';

/** The object kinds of a git repository (git's `Documentation/technical/pack-format.txt`). */
export type GitObjectType = 'commit' | 'tree' | 'blob' | 'tag';

export interface GitObject {
  type: GitObjectType;
  data: Buffer;
}

/** A file's mode in a tree: a text file, an executable one, a folder, a symbolic link, a submodule. */
export const TREE_MODES = { file: '100644', executable: '100755', tree: '40000', symlink: '120000', submodule: '160000' } as const;

export interface TreeEntry {
  mode: string;
  name: string;
  id: string;
}

export interface Signature {
  name: string;
  email: string;
  /** Seconds since the epoch, UTC. */
  time: number;
}

export interface CommitFields {
  tree: string;
  parents: readonly string[];
  author: Signature;
  message: string;
}

/** The object's id: the SHA-1 of `<type> <size>\0` and its bytes. */
export function objectId(type: GitObjectType, data: Buffer): string {
  return createHash('sha1').update(`${type} ${data.length}\0`).update(data).digest('hex');
}

/** git orders a tree's entries by name as bytes, a folder's name as if it ended in "/". */
function sortKey(entry: Pick<TreeEntry, 'mode' | 'name'>): Buffer {
  return Buffer.from(entry.mode === TREE_MODES.tree ? `${entry.name}/` : entry.name, 'utf8');
}

export function encodeTree(entries: readonly TreeEntry[]): Buffer {
  const sorted = [...entries].sort((a, b) => Buffer.compare(sortKey(a), sortKey(b)));
  return Buffer.concat(sorted.flatMap((entry) => [Buffer.from(`${entry.mode} ${entry.name}\0`, 'utf8'), Buffer.from(entry.id, 'hex')]));
}

export function parseTree(data: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const nul = data.indexOf(0, space + 1);
    if (space < 0 || nul < 0 || nul + 21 > data.length) throw new GitFormatError('A tree object is cut short.');
    entries.push({ mode: data.toString('latin1', at, space), name: data.toString('utf8', space + 1, nul), id: data.toString('hex', nul + 1, nul + 21) });
    at = nul + 21;
  }
  return entries;
}

/** A name or email as a signature may hold it: no angle brackets or line breaks. */
const signaturePart = (text: string) => text.replace(/[<>\r\n\0]/g, '').trim();

export function encodeCommit(commit: CommitFields): Buffer {
  const who = `${signaturePart(commit.author.name) || 'Atelier'} <${signaturePart(commit.author.email)}> ${Math.floor(commit.author.time)} +0000`;
  const message = commit.message.endsWith('\n') ? commit.message : `${commit.message}\n`;
  const lines = [`tree ${commit.tree}`, ...commit.parents.map((parent) => `parent ${parent}`), `author ${who}`, `committer ${who}`];
  return Buffer.from(`${lines.join('\n')}\n\n${message}`, 'utf8');
}

export interface ParsedCommit {
  tree: string;
  parents: string[];
  /** The author's time, seconds since the epoch. */
  authorTime: number;
  message: string;
}

const ID = /^[0-9a-f]{40}$/;

export function parseCommit(data: Buffer): ParsedCommit {
  const text = data.toString('utf8');
  const split = text.indexOf('\n\n');
  const headers = (split < 0 ? text : text.slice(0, split)).split('\n');
  const message = split < 0 ? '' : text.slice(split + 2);
  let tree = '';
  const parents: string[] = [];
  let authorTime = 0;
  for (const line of headers) {
    const [key, ...rest] = line.split(' ');
    const value = rest.join(' ');
    if (key === 'tree') tree = value;
    else if (key === 'parent') parents.push(value);
    else if (key === 'author') authorTime = Number(/> (-?\d+) [+-]\d{4}$/.exec(value)?.[1] ?? 0);
  }
  if (!ID.test(tree) || !parents.every((parent) => ID.test(parent))) throw new GitFormatError('A commit object is malformed.');
  return { tree, parents, authorTime, message };
}

/** Input that is not a well-formed git bundle, pack or object; its message says what is wrong. */
export class GitFormatError extends Error {
  override readonly name = 'GitFormatError';
}
