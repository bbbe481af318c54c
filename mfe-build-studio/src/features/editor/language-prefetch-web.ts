// The web languages a static project starts with, prefetched after the editor (editor-prefetch.ts).
export const WEB_LANGUAGE_CHUNKS = [
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-html'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-css'),
  () => import(/* webpackPrefetch: true */ '@codemirror/lang-javascript'),
];
