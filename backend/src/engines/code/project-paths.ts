/** Longest project file path, in characters. */
export const MAX_PATH_CHARACTERS = 256;
/** Longest single folder or file name, as most file systems allow. */
export const MAX_NAME_CHARACTERS = 120;
/** Names the runner keeps for itself inside a project folder (its socket). */
export const RESERVED_PREFIX = '.atelier';

export type PathProblem =
  | 'empty'
  | 'too-long'
  | 'absolute'
  | 'parent'
  | 'control-character'
  | 'reserved-character'
  | 'name-too-long'
  | 'reserved-name';

export type PathCheck = { ok: true; path: string } | { ok: false; problem: PathProblem };

const PROBLEM_TEXT: Readonly<Record<PathProblem, string>> = {
  empty: 'is empty',
  'too-long': `is longer than ${MAX_PATH_CHARACTERS} characters`,
  absolute: 'is absolute; paths are relative to the project folder',
  parent: 'leaves the project folder ("..")',
  'control-character': 'contains a control character',
  'reserved-character': 'contains one of \\ : * ? " < > |',
  'name-too-long': `has a folder or file name longer than ${MAX_NAME_CHARACTERS} characters`,
  'reserved-name': `uses the reserved name ${RESERVED_PREFIX}*`,
};

// C0/C1 controls (NUL included) and DEL; `\` and `:` never belong in a portable relative path.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const RESERVED = /[\\:*?"<>|]/;

/**
 * Normalises a project path (`./a//b/` → `a/b`) and keeps it inside the project: absolute paths,
 * `..`, control characters (NUL included), characters Windows refuses and over-long names are refused,
 * so every path is safe to write on disk, to zip and to unzip anywhere.
 */
export function checkProjectPath(raw: string): PathCheck {
  if (CONTROL.test(raw)) return { ok: false, problem: 'control-character' };
  const trimmed = raw.trim();
  if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed) || trimmed.startsWith('\\')) return { ok: false, problem: 'absolute' };
  if (RESERVED.test(trimmed)) return { ok: false, problem: 'reserved-character' };
  const parts = trimmed.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) return { ok: false, problem: 'empty' };
  if (parts.some((part) => part === '..')) return { ok: false, problem: 'parent' };
  if (parts.some((part) => part.trim() !== part || part.endsWith('.'))) {
    // Windows strips trailing dots and spaces, so "a." and "a" would be one file there.
    return { ok: false, problem: 'reserved-character' };
  }
  if (parts.some((part) => [...part].length > MAX_NAME_CHARACTERS)) return { ok: false, problem: 'name-too-long' };
  if (parts[0].toLowerCase().startsWith(RESERVED_PREFIX)) return { ok: false, problem: 'reserved-name' };
  const path = parts.join('/');
  if ([...path].length > MAX_PATH_CHARACTERS) return { ok: false, problem: 'too-long' };
  return { ok: true, path };
}

/** "The path "x" is empty" etc., for 400 answers and chat messages. */
export function describePathProblem(raw: string, problem: PathProblem): string {
  const shown = [...raw].length > 80 ? `${[...raw].slice(0, 80).join('')}…` : raw;
  return `The path "${shown.replace(CONTROL, '?')}" ${PROBLEM_TEXT[problem]}.`;
}

/** Folders first would need a tree; plain code-unit order keeps every machine's listing the same. */
export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The lower-case extension without the dot ('' when none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
