import { createPatch } from 'diff';
import type { CodeOperation, ProjectFile } from './code-engine';

/**
 * The fewest operations that turn `before` into `after`: untouched files get none, changed files a
 * unified-diff patch (a whole write only when the patch would be larger than the file), new files a
 * write, a file whose content moved to a new path a rename, and files that are gone a delete.
 */
export function operationsBetween(before: readonly ProjectFile[], after: readonly ProjectFile[]): CodeOperation[] {
  const old = new Map(before.map((file) => [file.path, file.content]));
  const next = new Map(after.map((file) => [file.path, file.content]));
  const removed = before.filter((file) => !next.has(file.path));
  const operations: CodeOperation[] = [];
  const renamedFrom = new Set<string>();

  for (const file of after) {
    const previous = old.get(file.path);
    if (previous === file.content) continue;
    if (previous === undefined) {
      const moved = removed.find((candidate) => candidate.content === file.content && !renamedFrom.has(candidate.path));
      if (moved) {
        renamedFrom.add(moved.path);
        operations.push({ op: 'rename', from: moved.path, to: file.path });
      } else {
        operations.push({ op: 'write', path: file.path, content: file.content });
      }
      continue;
    }
    const diff = unifiedDiff(file.path, previous, file.content);
    operations.push(diff.length < file.content.length ? { op: 'patch', path: file.path, diff } : { op: 'write', path: file.path, content: file.content });
  }
  for (const file of removed) {
    if (!renamedFrom.has(file.path)) operations.push({ op: 'delete', path: file.path });
  }
  return operations;
}

/** A `--- a/path` / `+++ b/path` unified diff with three lines of context, as `git diff` writes. */
export function unifiedDiff(path: string, before: string, after: string): string {
  const patch = createPatch(path, before, after, undefined, undefined, { context: 3 });
  // createPatch starts with "Index:" and a rule line; a plain unified diff starts at ---.
  const body = patch.slice(patch.indexOf('--- '));
  return body.replace(/^--- .*$/m, `--- a/${path}`).replace(/^\+\+\+ .*$/m, `+++ b/${path}`);
}
