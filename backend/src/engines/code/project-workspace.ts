import { applyPatch, parsePatch } from 'diff';
import type { CodeOperation, ProjectFile } from './code-engine';
import { contentChecksum } from './content-checksum';
import { checkProjectPath, describePathProblem } from './project-paths';

export interface ProjectLimits {
  maxFiles: number;
  /** UTF-8 bytes of every file together. */
  maxTotalBytes: number;
}

/** How one file ended up after the operations of a turn. */
export type FileChange = 'added' | 'modified' | 'deleted' | 'renamed';

export type ApplyResult =
  | { ok: true; operation: CodeOperation; checksum: string | null }
  | { ok: false; reason: string; patchFailed?: boolean };

/**
 * The project's files while a turn's operations apply: every path is checked and normalised, the
 * limits hold after each operation, and a patch either applies exactly (context must match, a little
 * fuzz allowed) or changes nothing, so a failed patch can fall back to a whole-file write.
 */
export class ProjectWorkspace {
  private readonly files = new Map<string, string>();
  private bytes = 0;

  constructor(
    initial: readonly ProjectFile[],
    private readonly limits: ProjectLimits,
  ) {
    for (const file of initial) this.set(file.path, file.content);
  }

  get size(): number {
    return this.files.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  read(path: string): string | undefined {
    return this.files.get(path);
  }

  /** In insertion order: files keep their place, new ones come last. */
  list(): ProjectFile[] {
    return [...this.files].map(([path, content]) => ({ path, content }));
  }

  /** Applies one operation with its paths normalised; on failure nothing changes. */
  apply(operation: CodeOperation): ApplyResult {
    switch (operation.op) {
      case 'write':
        return this.write(operation.path, operation.content);
      case 'patch':
        return this.patch(operation.path, operation.diff);
      case 'rename':
        return this.rename(operation.from, operation.to);
      case 'delete':
        return this.remove(operation.path);
    }
  }

  private write(rawPath: string, content: string): ApplyResult {
    const path = checkProjectPath(rawPath);
    if (!path.ok) return { ok: false, reason: describePathProblem(rawPath, path.problem) };
    const problem = this.limitProblem(path.path, content);
    if (problem) return { ok: false, reason: problem };
    this.set(path.path, content);
    return { ok: true, operation: { op: 'write', path: path.path, content }, checksum: contentChecksum(content) };
  }

  private patch(rawPath: string, diff: string): ApplyResult {
    const path = checkProjectPath(rawPath);
    if (!path.ok) return { ok: false, reason: describePathProblem(rawPath, path.problem) };
    const current = this.files.get(path.path);
    if (current === undefined) return { ok: false, reason: `There is no file ${path.path} to patch.`, patchFailed: true };
    const patched = applyUnifiedDiff(current, diff);
    if (patched === false) return { ok: false, reason: `The change to ${path.path} did not apply.`, patchFailed: true };
    const problem = this.limitProblem(path.path, patched);
    if (problem) return { ok: false, reason: problem };
    this.set(path.path, patched);
    return { ok: true, operation: { op: 'patch', path: path.path, diff }, checksum: contentChecksum(patched) };
  }

  private rename(rawFrom: string, rawTo: string): ApplyResult {
    const from = checkProjectPath(rawFrom);
    if (!from.ok) return { ok: false, reason: describePathProblem(rawFrom, from.problem) };
    const to = checkProjectPath(rawTo);
    if (!to.ok) return { ok: false, reason: describePathProblem(rawTo, to.problem) };
    const content = this.files.get(from.path);
    if (content === undefined) return { ok: false, reason: `There is no file ${from.path} to rename.` };
    if (from.path === to.path) return { ok: false, reason: `${from.path} already has that name.` };
    if (this.files.has(to.path)) return { ok: false, reason: `A file ${to.path} already exists.` };
    this.delete(from.path);
    this.set(to.path, content);
    return { ok: true, operation: { op: 'rename', from: from.path, to: to.path }, checksum: contentChecksum(content) };
  }

  private remove(rawPath: string): ApplyResult {
    const path = checkProjectPath(rawPath);
    if (!path.ok) return { ok: false, reason: describePathProblem(rawPath, path.problem) };
    if (!this.files.has(path.path)) return { ok: false, reason: `There is no file ${path.path} to delete.` };
    this.delete(path.path);
    return { ok: true, operation: { op: 'delete', path: path.path }, checksum: null };
  }

  private limitProblem(path: string, content: string): string | null {
    const count = this.files.size + (this.files.has(path) ? 0 : 1);
    if (count > this.limits.maxFiles) return `A project holds at most ${this.limits.maxFiles} files.`;
    const before = this.files.has(path) ? Buffer.byteLength(this.files.get(path)!, 'utf8') : 0;
    const total = this.bytes - before + Buffer.byteLength(content, 'utf8');
    if (total > this.limits.maxTotalBytes) {
      return `A project holds at most ${Math.floor(this.limits.maxTotalBytes / 1024)} KB of files.`;
    }
    return null;
  }

  private set(path: string, content: string): void {
    const previous = this.files.get(path);
    if (previous !== undefined) this.bytes -= Buffer.byteLength(previous, 'utf8');
    this.files.set(path, content);
    this.bytes += Buffer.byteLength(content, 'utf8');
  }

  private delete(path: string): void {
    const previous = this.files.get(path);
    if (previous === undefined) return;
    this.bytes -= Buffer.byteLength(previous, 'utf8');
    this.files.delete(path);
  }
}

/** The patched text, or false when `diff` is not one file's unified diff with hunks, or does not fit. */
function applyUnifiedDiff(current: string, diff: string): string | false {
  try {
    const patches = parsePatch(diff);
    // Text without a hunk parses as an empty patch, which would "apply" by changing nothing.
    const [patch] = patches;
    if (patches.length !== 1 || patch.hunks.length === 0) return false;
    if (patch.hunks.some((hunk) => !Number.isInteger(hunk.oldStart) || !hunk.lines.some((line) => /^[+-]/.test(line)))) return false;
    const patched = applyPatch(current, patch, { fuzzFactor: 2, autoConvertLineEndings: true });
    return patched === current ? false : patched;
  } catch {
    // parsePatch throws on malformed hunk headers and counts.
    return false;
  }
}
