// The other languages, prefetched last (editor-prefetch.ts).
export const MORE_LANGUAGE_CHUNKS = [
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-python'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-json'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-markdown'),
];
