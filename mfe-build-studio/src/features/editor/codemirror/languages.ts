import type { Extension } from '@codemirror/state';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import { python } from '@codemirror/lang-python';

/** Syntax highlighting by extension: HTML, CSS, JavaScript, TypeScript, Python, JSON and Markdown. */
export function languageFor(path: string): Extension {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  switch (extension) {
    case 'html':
    case 'htm':
      return html();
    case 'css':
      return css();
    case 'js':
    case 'mjs':
    case 'cjs':
      return javascript();
    case 'jsx':
      return javascript({ jsx: true });
    case 'ts':
    case 'mts':
      return javascript({ typescript: true });
    case 'tsx':
      return javascript({ typescript: true, jsx: true });
    case 'py':
      return python();
    case 'json':
      return json();
    case 'md':
    case 'markdown':
      return markdown();
    default:
      return [];
  }
}

/** The language name shown beside the file, e.g. "Python". */
export function languageName(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const names: Record<string, string> = {
    html: 'HTML', htm: 'HTML', css: 'CSS', js: 'JavaScript', mjs: 'JavaScript', cjs: 'JavaScript', jsx: 'JavaScript (JSX)',
    ts: 'TypeScript', mts: 'TypeScript', tsx: 'TypeScript (TSX)', py: 'Python', json: 'JSON', md: 'Markdown', markdown: 'Markdown',
  };
  return names[extension] ?? 'Plain text';
}
