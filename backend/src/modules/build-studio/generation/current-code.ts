import type { ProjectFile } from '../../../engines/code/code-engine';

const HEADING = /^### (.+)$/;
const FENCE_OPEN = /^(`{3,})[^`]*$/;

/**
 * The spec's `currentCode`: every file as a `### <path>` heading and its content in a fence. The fence is
 * longer than any run of backticks in the content, so Markdown files with their own fences survive.
 */
export function formatCurrentCode(files: readonly ProjectFile[]): string {
  return files
    .map((file) => {
      const longest = Math.max(2, ...(file.content.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longest + 1);
      return `### ${file.path}\n${fence}\n${file.content}\n${fence}`;
    })
    .join('\n\n');
}

/**
 * Reads `currentCode` back into files. Text with no `### path` heading is an old single-file project:
 * it is index.html (spec: the single mode replaces index.html's content).
 */
export function parseCurrentCode(text: string): ProjectFile[] {
  const lines = text.split('\n');
  const files: ProjectFile[] = [];
  let index = 0;
  while (index < lines.length) {
    const heading = HEADING.exec(lines[index].replace(/\r$/, ''));
    const fence = heading && index + 1 < lines.length ? FENCE_OPEN.exec(lines[index + 1].replace(/\r$/, '')) : null;
    if (!heading || !fence) {
      index += 1;
      continue;
    }
    const close = lines.findIndex((line, at) => at > index + 1 && line.replace(/\r$/, '') === fence[1]);
    const end = close === -1 ? lines.length : close;
    files.push({ path: heading[1].trim(), content: lines.slice(index + 2, end).join('\n') });
    index = end + 1;
  }
  if (!files.length && text.trim()) return [{ path: 'index.html', content: text }];
  return files;
}
