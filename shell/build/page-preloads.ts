import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * ARCHITECTURE.md §4: a shell page painted after a serial chain — index.html, then the entry, then what the entry
 * loads (the bootstrap and the shared React, router, query, runtime and ui chunks), then the page's own
 * chunk. The build knows every file of that chain, so it writes them into the HTML as preloads: every page
 * gets the entry's chunks, and each shell page (`/pricing`) gets an HTML of its own
 * (`pricing/index.html`, served for that path by `npm start` and by nginx) that also preloads its chunk.
 * The browser then fetches the whole chain alongside the entry.
 */

/** The part of Rspack's stats JSON this reads. */
export interface ChunkStats {
  entrypoints?: Record<string, { chunks?: (string | number)[] }>;
  chunks?: { id?: string | number | null; initial?: boolean; parents?: (string | number)[]; files?: string[] }[];
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/** Lazy shell pages are named `page-<path with '-' for '/'>`: `page-pricing`, `page-docs-api`. */
export const PAGE_CHUNK_PREFIX = 'page-';

/** The route a page chunk serves: 'page-docs-api' → 'docs/api'. */
export const pageRoute = (chunkName: string): string => chunkName.slice(PAGE_CHUNK_PREFIX.length).replace(/-/g, '/');

/** Files the entry loads as soon as it runs: those of every chunk whose parent is an entry chunk. */
export function entryChildFiles(stats: ChunkStats): string[] {
  const entryChunks = new Set(Object.values(stats.entrypoints ?? {}).flatMap((entry) => (entry.chunks ?? []).map(String)));
  const files = (stats.chunks ?? [])
    .filter((chunk) => !chunk.initial && (chunk.parents ?? []).some((parent) => entryChunks.has(String(parent))))
    .flatMap((chunk) => chunk.files ?? []);
  return [...new Set(files)].sort();
}

/** Each page chunk's route and files. */
export function pageFiles(stats: ChunkStats): { route: string; files: string[] }[] {
  return Object.entries(stats.namedChunkGroups ?? {})
    .filter(([name]) => name.startsWith(PAGE_CHUNK_PREFIX))
    .map(([name, group]) => ({ route: pageRoute(name), files: (group.assets ?? []).map((asset) => asset.name) }))
    .filter((page) => /^[a-z0-9]+(?:\/[a-z0-9]+)*$/.test(page.route))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * `<link rel="preload">` tags for built files: scripts as the runtime's script tags request them (no
 * crossorigin) and at the low priority those get (at high priority, 171 KB of scripts would compete with
 * the styles and the entry, and Lighthouse counts them as render-blocking: FCP 1.4 → 2.3 s measured),
 * styles as its stylesheet links request them.
 */
export function preloadTags(files: string[], publicPath: string): string {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return files
    .filter((file) => /\.(js|css)$/.test(file) && !/["'<>\s]/.test(file))
    .map((file) =>
      file.endsWith('.css') ? `<link rel="preload" href="${base}${file}" as="style">` : `<link rel="preload" href="${base}${file}" as="script" fetchpriority="low">`,
    )
    .join('');
}

/** index.html with the entry's chunks preloaded, and one HTML per shell page with its chunk as well. */
export function pageDocuments(html: string, stats: ChunkStats, publicPath: string): Record<string, string> {
  const insert = (document: string, tags: string) => document.replace('</head>', `${tags}</head>`);
  const index = insert(html, preloadTags(entryChildFiles(stats), publicPath));
  const documents: Record<string, string> = { 'index.html': index };
  for (const page of pageFiles(stats)) documents[`${page.route}/index.html`] = insert(index, preloadTags(page.files, publicPath));
  return documents;
}

/** The Rsbuild plugin: rewrites index.html and adds the pages' HTML once every asset is known. */
export const pluginPagePreloads = (): RsbuildPlugin => ({
  name: 'atelier:page-preloads',
  setup(api) {
    api.processAssets({ stage: 'report' }, ({ assets, compilation, sources }) => {
      const html = assets['index.html'];
      // Production builds only: the dev server loads every file from memory at once anyway.
      if (!html || api.context.action !== 'build') return;
      const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkRelations: true, entrypoints: true, chunkGroups: true, ids: true }) as ChunkStats;
      const configured = compilation.outputOptions.publicPath;
      const publicPath = typeof configured === 'string' && configured !== 'auto' ? configured : '/';
      for (const [name, text] of Object.entries(pageDocuments(html.source().toString(), stats, publicPath))) {
        if (name === 'index.html') compilation.updateAsset(name, new sources.RawSource(text));
        else compilation.emitAsset(name, new sources.RawSource(text));
      }
    });
  },
});
