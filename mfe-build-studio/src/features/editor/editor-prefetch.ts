// Loaded once the studio has rendered and the browser is idle (prefetch-when-idle.ts): the import() calls
// below are never made, but loading this chunk makes the runtime add a <link rel="prefetch"> for each of
// their chunks, so the editor and its languages are in the HTTP cache, fetched and not run, before the code
// view first asks for them (ARCHITECTURE.md §4). Prefetching sooner, with the studio's own first chunks,
// shared the page's bandwidth with what its first paint still waited for.
export const EDITOR_CHUNKS = [
  () => import(/* webpackPrefetch: true */ './codemirror/code-mirror-editor'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-html'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-css'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-javascript'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-python'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-json'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-markdown'),
];
