import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const entry = (file: string) => fileURLToPath(new URL(`../entries/${file}`, import.meta.url));

/**
 * What each shared singleton whose package entry carries server-only code is built from, in every app
 * (one singleton needs one module). A Module Federation shared module keeps every export of its entry,
 * so these entries re-export only the browser pieces (ARCHITECTURE.md §4: the shell's first render shipped
 * react-router's static handlers, sessions and RSC: 61 KB gzipped, now 30). @tanstack/react-query re-exports
 * all of its query core (hydration, infinite and parallel queries, suspense hooks): its entry keeps the client
 * and the hooks the apps use, 13.1 → 11.3 KB gzipped in the shell's first render.
 */
export const SHARED_ENTRIES: Readonly<Record<string, string>> = {
  'react-router-dom': entry('react-router-dom.mjs'),
  '@tanstack/react-query': entry('tanstack-react-query.mjs'),
};

/** The package an entry above picks from, under a name its own alias does not catch (ESM build: tree-shaken). */
const reactQueryPackage = () => require.resolve('@tanstack/react-query').replace(/index\.cjs$/, 'index.js');

/**
 * Resolve aliases for the shared entries above, plus: react-router 7's package exports only its
 * development build, whose dev warnings stay in production bundles; in production `react-router` is
 * the production build next to it (0.6 KB gzipped less in the first render).
 */
export function sharedEntryAliases(): Record<string, string> {
  const aliases: Record<string, string> = {
    ...Object.fromEntries(Object.entries(SHARED_ENTRIES).map(([name, file]) => [`${name}$`, file])),
    '@atelier/build-config/tanstack-react-query-package$': reactQueryPackage(),
  };
  // `rsbuild dev` keeps the router's development build and its warnings.
  if (process.env.NODE_ENV !== 'production') return aliases;
  const development = require.resolve('react-router');
  const production = (file: string) => development.replace(/development[\\/]index\.m?js$/, `production/${file}`);
  return { ...aliases, 'react-router$': production('index.mjs'), 'react-router/dom$': production('dom-export.mjs') };
}
