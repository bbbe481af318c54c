/** The languages the editor highlights, by file extension (no CodeMirror here: the studio's first render reads these). */
export type LanguageKey = 'html' | 'css' | 'javascript' | 'jsx' | 'typescript' | 'tsx' | 'python' | 'json' | 'markdown';

const BY_EXTENSION: Record<string, { key: LanguageKey; name: string }> = {
  html: { key: 'html', name: 'HTML' },
  htm: { key: 'html', name: 'HTML' },
  css: { key: 'css', name: 'CSS' },
  js: { key: 'javascript', name: 'JavaScript' },
  mjs: { key: 'javascript', name: 'JavaScript' },
  cjs: { key: 'javascript', name: 'JavaScript' },
  jsx: { key: 'jsx', name: 'JavaScript (JSX)' },
  ts: { key: 'typescript', name: 'TypeScript' },
  mts: { key: 'typescript', name: 'TypeScript' },
  tsx: { key: 'tsx', name: 'TypeScript (TSX)' },
  py: { key: 'python', name: 'Python' },
  json: { key: 'json', name: 'JSON' },
  md: { key: 'markdown', name: 'Markdown' },
  markdown: { key: 'markdown', name: 'Markdown' },
};

function byExtension(path: string) {
  return Object.hasOwn(BY_EXTENSION, extensionOf(path)) ? BY_EXTENSION[extensionOf(path)] : undefined;
}

function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase();
}

/** The language the editor highlights the file in; null for plain text. */
export function languageKey(path: string): LanguageKey | null {
  return byExtension(path)?.key ?? null;
}

/** The language name shown beside the file, e.g. "Python". */
export function languageName(path: string): string {
  return byExtension(path)?.name ?? 'Plain text';
}
