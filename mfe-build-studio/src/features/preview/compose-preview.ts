import type { StudioFile } from '../../lib/workspace/workspace-types';
import { previewBridge } from './preview-bridge';

export interface ComposedPreview {
  /** The page shown (index.html, the first html file, or the one navigated to); null when there is none. */
  page: string | null;
  html: string;
  /** Stylesheets and scripts the page names that are not in the project (left out: nothing could serve them). */
  missing: string[];
  /** Each css file the page holds (in a `<style data-file>`), by path. */
  styles: Record<string, string>;
  /** The page without the bridge and with every css file's text blanked: equal shapes differ at most in those files. */
  shape: string;
}

const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();
const isCss = (path: string) => extension(path) === 'css';
const isScript = (path: string) => ['js', 'mjs'].includes(extension(path));

/**
 * Spec 001 §4: the preview takes index.html (or the first html file), injects every css file before the
 * end of the head and every js file before the end of the body. A `<link>` or `<script src>` naming a
 * project file is replaced by that file in place (its order kept; the preview has no server to fetch
 * it from), so each file is included once. SVG files the page names become data URLs. The bridge
 * script, first in the head, reports console output, errors and readiness to the studio.
 */
export function composePreview(files: readonly StudioFile[], options: { renderId: number; page?: string | null } = { renderId: 0 }): ComposedPreview {
  const pages = files.filter((file) => extension(file.path) === 'html' || extension(file.path) === 'htm');
  const page = pages.find((file) => file.path === options.page) ?? pages.find((file) => file.path === 'index.html') ?? pages[0] ?? null;
  const byPath = new Map(files.map((file) => [file.path, file.content]));
  const base = page ? page.path.slice(0, page.path.lastIndexOf('/') + 1) : '';
  const resolve = (reference: string) => resolveReference(base, reference);
  const used = new Set<string>();
  const missing: string[] = [];
  const styles: Record<string, string> = {};
  const styleTag = (path: string, css: string) => {
    styles[path] = css;
    return fileStyleTag(path, css);
  };
  const leaveOut = (reference: string) => {
    missing.push(reference);
    return `<!-- ${reference.replace(/--/g, '')} is not in the project -->`;
  };

  let html = page?.content ?? emptyPage(files);
  html = html.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = attribute(tag, 'href');
    const target = href ? resolve(href) : null;
    if (!target || !/\bstylesheet\b/i.test(attribute(tag, 'rel') ?? '')) return tag;
    if (!byPath.has(target)) return leaveOut(href!);
    if (!isCss(target)) return tag;
    used.add(target);
    return styleTag(target, byPath.get(target)!);
  });
  html = html.replace(/<script\b[^>]*>\s*<\/script\s*>/gi, (tag) => {
    const src = attribute(tag, 'src');
    const target = src ? resolve(src) : null;
    if (!target) return tag;
    if (!byPath.has(target)) return leaveOut(src!);
    if (!isScript(target)) return tag;
    used.add(target);
    return namedScriptTag(tag, target, byPath.get(target)!);
  });
  html = html.replace(/(<(?:img|source|image|use)\b[^>]*?\s(?:src|href|xlink:href)\s*=\s*["'])([^"'#?]+\.svg)(["'])/gi, (match, start: string, reference: string, end: string) => {
    const target = resolve(reference);
    const content = target ? byPath.get(target) : undefined;
    return content === undefined ? match : `${start}data:image/svg+xml;charset=utf-8,${encodeURIComponent(content)}${end}`;
  });

  const appended = files.filter((file) => isCss(file.path) && !used.has(file.path)).map((file) => styleTag(file.path, file.content));
  const scripts = files.filter((file) => isScript(file.path) && !used.has(file.path)).map((file) => scriptTag(file.path, file.content, { module: extension(file.path) === 'mjs', async: false }));
  html = insertBefore(html, /<\/head\s*>/i, appended.join('\n'), 'start');
  html = insertBefore(html, /<\/body\s*>/i, scripts.join('\n'), 'end');
  const shape = html.replace(FILE_STYLE, '$1</style>');
  html = insertAfterHeadOpen(html, `<script>${previewBridge(options.renderId)}</script>`);
  return { page: page?.path ?? null, html, missing, styles, shape };
}

/** A link in the preview to another page of the project (`about.html`), resolved from the current page. */
export function resolveReference(base: string, reference: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(reference)) return null;
  const clean = reference.split(/[?#]/)[0];
  if (!clean) return null;
  const parts = (clean.startsWith('/') ? clean.slice(1) : base + clean).split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') resolved.pop();
    else resolved.push(part);
  }
  return resolved.join('/') || null;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

/**
 * The file a `<script src>` names, loaded as that tag would load it (HTML §4.12.1.1): inline code ignores
 * `defer` and `async`, so a deferred or async classic script keeps its tag and attributes and gets the
 * file as a `data:` URL (the browser then runs it after parsing, in order with the other deferred scripts
 * and modules, or when it arrives); a module stays inline with `type="module"` (deferred by default) and
 * its `async`; a plain script runs inline where its tag was, as it would have.
 */
function namedScriptTag(tag: string, path: string, js: string): string {
  const module = attribute(tag, 'type')?.trim().toLowerCase() === 'module' || extension(path) === 'mjs';
  if (module) return scriptTag(path, js, { module: true, async: hasAttribute(tag, 'async') });
  if (!hasAttribute(tag, 'defer') && !hasAttribute(tag, 'async')) return scriptTag(path, js, { module: false, async: false });
  const source = `data:text/javascript;charset=utf-8,${encodeURIComponent(`${js}\n//# sourceURL=${encodeURI(path)}`)}`;
  const start = tag.slice(0, tag.indexOf('>')).replace(/\/$/, '');
  return `${replaceAttribute(start, 'src', source)} data-file="${escapeAttribute(path)}"></script>`;
}

/** Whether a tag carries a boolean attribute (`defer`, `async`), whatever its value; quoted values are not searched. */
function hasAttribute(tag: string, name: string): boolean {
  const start = tag.slice(0, tag.indexOf('>')).replace(/"[^"]*"|'[^']*'/g, '""');
  return new RegExp(`\\s${name}(?=[\\s=/]|$)`, 'i').test(start);
}

function replaceAttribute(start: string, name: string, value: string): string {
  return start.replace(new RegExp(`(\\s${name}\\s*=\\s*)(?:"[^"]*"|'[^']*'|[^\\s>]+)`, 'i'), (_match, prefix: string) => `${prefix}"${escapeAttribute(value)}"`);
}

const fileStyleTag = (path: string, css: string) => `<style data-file="${escapeAttribute(path)}">\n${css.replace(/<\/style/gi, '<\\/style')}\n</style>`;

/** A css file's `<style>` (fileStyleTag; its text holds no `</style`). */
const FILE_STYLE = /(<style data-file="[^"]*">)[\s\S]*?<\/style>/g;

// The file starts right after the tag, so an error's line number (with sourceURL, its file) is the file's own.
const scriptTag = (path: string, js: string, loading: { module: boolean; async: boolean }) =>
  `<script${loading.module ? ' type="module"' : ''}${loading.async ? ' async' : ''} data-file="${escapeAttribute(path)}">${js.replace(/<\/script/gi, '<\\/script')}\n//# sourceURL=${encodeURI(path)}\n</script>`;

function insertBefore(html: string, closing: RegExp, content: string, fallback: 'start' | 'end'): string {
  if (!content) return html;
  const match = closing.exec(html);
  if (match) return `${html.slice(0, match.index)}${content}\n${html.slice(match.index)}`;
  return fallback === 'start' ? `${content}\n${html}` : `${html}\n${content}`;
}

function insertAfterHeadOpen(html: string, content: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}\n${content}${html.slice(head.index + head[0].length)}`;
  const doctype = /<!doctype[^>]*>/i.exec(html);
  if (doctype) return `${html.slice(0, doctype.index + doctype[0].length)}\n${content}${html.slice(doctype.index + doctype[0].length)}`;
  return `${content}\n${html}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Without any html file the preview says so, rather than staying blank. */
function emptyPage(files: readonly StudioFile[]): string {
  const note = files.length ? 'This project has no HTML page yet. Add index.html to see a preview.' : 'This project has no files yet.';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font:16px system-ui,sans-serif;color:#334155;display:grid;place-items:center;min-height:90vh;margin:0;background:#f8fafc}</style></head><body><p>${note}</p></body></html>`;
}
