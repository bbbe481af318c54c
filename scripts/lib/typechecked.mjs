/** Workspaces checked by `tsc --noEmit` in `npm run typecheck` and `npm test`. */
export const TYPECHECKED = [
  'packages/runtime',
  'packages/ui',
  'packages/build-config',
  'shell',
  'mfe-chat',
  'mfe-build-studio',
  'mfe-movie-studio',
  'mfe-music-studio',
  'mfe-marketing',
  'mfe-integrations',
  'backend',
  'e2e',
];
