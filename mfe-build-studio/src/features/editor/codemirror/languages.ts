import type { Extension } from '@codemirror/state';
import { languageKey, type LanguageKey } from '../language-names';

// Each language is its own chunk, loaded the first time a file in it is shown and prefetched once the studio
// has rendered (editor-prefetch.ts, language-prefetch-*.ts): the studio opens on the chat and the preview, so none of it is in its
// first render (ARCHITECTURE.md §4).
const LOADERS: Record<LanguageKey, () => Promise<Extension>> = {
  html: () => import('@codemirror/lang-html').then((module) => module.html()),
  css: () => import('@codemirror/lang-css').then((module) => module.css()),
  javascript: () => import('@codemirror/lang-javascript').then((module) => module.javascript()),
  jsx: () => import('@codemirror/lang-javascript').then((module) => module.javascript({ jsx: true })),
  typescript: () => import('@codemirror/lang-javascript').then((module) => module.javascript({ typescript: true })),
  tsx: () => import('@codemirror/lang-javascript').then((module) => module.javascript({ typescript: true, jsx: true })),
  python: () => import('@codemirror/lang-python').then((module) => module.python()),
  json: () => import('@codemirror/lang-json').then((module) => module.json()),
  markdown: () => import('@codemirror/lang-markdown').then((module) => module.markdown()),
};

const loaded = new Map<LanguageKey, Extension>();
const loading = new Map<LanguageKey, Promise<Extension>>();

/** The file's syntax highlighting if its language is already loaded (plain text needs none), else undefined. */
export function loadedLanguage(path: string): Extension | undefined {
  const key = languageKey(path);
  return key === null ? [] : loaded.get(key);
}

/** Loads the file's syntax highlighting (once per language): HTML, CSS, JavaScript, TypeScript, Python, JSON, Markdown. */
export function loadLanguage(path: string): Promise<Extension> {
  const key = languageKey(path);
  if (key === null) return Promise.resolve([]);
  const known = loaded.get(key);
  if (known) return Promise.resolve(known);
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[key]().then(
      (extension) => {
        loaded.set(key, extension);
        loading.delete(key);
        return extension;
      },
      (error: unknown) => {
        // A failed load (offline, a redeploy) is tried again the next time the file is shown.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}
