import { structuredPatch } from 'diff';

export interface DiffLine {
  kind: 'context' | 'added' | 'removed' | 'hunk';
  text: string;
}

export interface FileDiff {
  path: string;
  change: 'added' | 'removed' | 'modified';
  lines: DiffLine[];
  added: number;
  removed: number;
}

type Files = ReadonlyArray<{ path: string; content: string }>;

/**
 * What changes from `before` to `after`, file by file: added and removed files whole, modified ones as
 * unified-diff hunks with three lines of context. Unchanged files are left out.
 */
export function diffProjects(before: Files, after: Files): FileDiff[] {
  const old = new Map(before.map((file) => [file.path, file.content]));
  const next = new Map(after.map((file) => [file.path, file.content]));
  const paths = [...new Set([...old.keys(), ...next.keys()])].sort();
  const diffs: FileDiff[] = [];
  for (const path of paths) {
    const from = old.get(path);
    const to = next.get(path);
    if (from === to) continue;
    const patch = structuredPatch(path, path, from ?? '', to ?? '', '', '', { context: 3 });
    const lines: DiffLine[] = [];
    let added = 0;
    let removed = 0;
    for (const hunk of patch.hunks) {
      lines.push({ kind: 'hunk', text: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` });
      for (const line of hunk.lines) {
        if (line.startsWith('\\')) continue;
        const kind = line[0] === '+' ? 'added' : line[0] === '-' ? 'removed' : 'context';
        if (kind === 'added') added += 1;
        if (kind === 'removed') removed += 1;
        lines.push({ kind, text: line.slice(1) });
      }
    }
    diffs.push({ path, change: from === undefined ? 'added' : to === undefined ? 'removed' : 'modified', lines, added, removed });
  }
  return diffs;
}
