import { type ChunkStats, entryChildFiles, pageDocuments, pageFiles, pageRoute, preloadTags } from './page-preloads';

/** The shape of the shell's real stats: the entry chunk, what it loads, two pages and a consume fallback. */
const STATS: ChunkStats = {
  entrypoints: { index: { chunks: ['410'] } },
  chunks: [
    { id: '410', initial: true, parents: [], files: ['static/js/index.9c4fdb18.js'] },
    { id: '894', initial: false, parents: ['410'], files: ['static/css/async/894.6f7763cf.css', 'static/js/async/894.2ffe70b1.js'] },
    { id: '121', initial: false, parents: ['275', '410'], files: ['static/js/async/121.11f5963e.js'] },
    { id: '404', initial: false, parents: ['410'], files: [] },
    { id: '225', initial: false, parents: ['306', '894'], files: ['static/js/async/225.4475f36f.js'] },
    { id: '108', initial: false, parents: ['404', '894'], files: ['static/css/async/page-pricing.8ed41a7b.css', 'static/js/async/page-pricing.8ec1ca8e.js'] },
  ],
  namedChunkGroups: {
    index: { assets: [{ name: 'static/js/index.9c4fdb18.js' }] },
    'page-pricing': { assets: [{ name: 'static/css/async/page-pricing.8ed41a7b.css' }, { name: 'static/js/async/page-pricing.8ec1ca8e.js' }] },
    'page-docs-api': { assets: [{ name: 'static/js/async/page-docs-api.0123abcd.js' }] },
    'page-../evil': { assets: [{ name: 'static/js/async/evil.js' }] },
  },
};

const HTML = '<!doctype html><html><head><title>Atelier</title><script defer src="/static/js/index.9c4fdb18.js"></script></head><body><div id="root"></div></body></html>';

describe('page preloads (build)', () => {
  it('maps a page chunk to its route', () => {
    expect(pageRoute('page-pricing')).toBe('pricing');
    expect(pageRoute('page-docs-api')).toBe('docs/api');
  });

  it("takes the files of every chunk the entry loads itself, not the entry's own or a later chunk's", () => {
    expect(entryChildFiles(STATS)).toEqual(['static/css/async/894.6f7763cf.css', 'static/js/async/121.11f5963e.js', 'static/js/async/894.2ffe70b1.js']);
  });

  it('lists each page chunk with its route and files, and no route a name could smuggle in', () => {
    expect(pageFiles(STATS)).toEqual([
      { route: 'docs/api', files: ['static/js/async/page-docs-api.0123abcd.js'] },
      { route: 'pricing', files: ['static/css/async/page-pricing.8ed41a7b.css', 'static/js/async/page-pricing.8ec1ca8e.js'] },
    ]);
  });

  it('preloads scripts and styles as the runtime requests them, under the public path', () => {
    expect(preloadTags(['static/js/a.js', 'static/css/a.css', 'static/media/x.png', 'static/js/"x".js'], '/')).toBe(
      '<link rel="preload" href="/static/js/a.js" as="script" fetchpriority="low"><link rel="preload" href="/static/css/a.css" as="style">',
    );
    expect(preloadTags(['static/js/a.js'], 'https://cdn.example.com/shell')).toBe(
      '<link rel="preload" href="https://cdn.example.com/shell/static/js/a.js" as="script" fetchpriority="low">',
    );
  });

  it("writes index.html with the entry's chunks, and one HTML per page with its chunk too", () => {
    const documents = pageDocuments(HTML, STATS, '/');
    expect(Object.keys(documents).sort()).toEqual(['docs/api/index.html', 'index.html', 'pricing/index.html']);
    const index = documents['index.html'];
    expect(index).toContain('<link rel="preload" href="/static/js/async/894.2ffe70b1.js" as="script" fetchpriority="low"></head>');
    expect(index).not.toContain('page-pricing');
    expect(index).not.toContain('225.4475f36f');
    const pricing = documents['pricing/index.html'];
    expect(pricing.replace(/<link[^>]*page-pricing[^>]*>/g, '')).toBe(index);
    expect(pricing).toContain('<link rel="preload" href="/static/js/async/page-pricing.8ec1ca8e.js" as="script" fetchpriority="low"></head>');
    expect(pricing).toContain('<link rel="preload" href="/static/css/async/page-pricing.8ed41a7b.css" as="style">');
    expect(documents['docs/api/index.html']).not.toContain('page-pricing');
  });
});
