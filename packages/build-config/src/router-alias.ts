import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * react-router 7's package exports only its development build, whose dev warnings stay in production
 * bundles; these aliases point the shared router at the production build next to it (0.6 KB gzipped
 * less in the shell's first render, and no dev warnings in production).
 */
export function productionRouterAlias(): Record<string, string> {
  // `rsbuild dev` keeps the development build and its warnings.
  if (process.env.NODE_ENV !== 'production') return {};
  const development = require.resolve('react-router');
  const production = (file: string) => development.replace(/development[\\/]index\.m?js$/, `production/${file}`);
  return { 'react-router$': production('index.mjs'), 'react-router/dom$': production('dom-export.mjs') };
}
