import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const entry = (file: string) => fileURLToPath(new URL(`../entries/${file}`, import.meta.url));

/**
 * What each shared singleton whose package entry carries server-only code is built from, in every app
 * (one singleton needs one module). A Module Federation shared module keeps every export of its entry,
 * so these entries re-export only the browser pieces (ARCHITECTURE.md §4: the shell's first render shipped
 * react-router's static handlers, sessions and RSC: 61 KB gzipped, now 30). Measured and not worth an
 * entry: @tanstack/react-query (0.6 KB less without hydration; its query client is the bulk).
 */
export const SHARED_ENTRIES: Readonly<Record<string, string>> = {
  'react-router-dom': entry('react-router-dom.mjs'),
};

/**
 * Resolve aliases for the shared entries above, plus: react-router 7's package exports only its
 * development build, whose dev warnings stay in production bundles; in production `react-router` is
 * the production build next to it (0.6 KB gzipped less in the first render).
 */
export function sharedEntryAliases(): Record<string, string> {
  const aliases: Record<string, string> = Object.fromEntries(Object.entries(SHARED_ENTRIES).map(([name, file]) => [`${name}$`, file]));
  // `rsbuild dev` keeps the router's development build and its warnings.
  if (process.env.NODE_ENV !== 'production') return aliases;
  const development = require.resolve('react-router');
  const production = (file: string) => development.replace(/development[\\/]index\.m?js$/, `production/${file}`);
  return { ...aliases, 'react-router$': production('index.mjs'), 'react-router/dom$': production('dom-export.mjs') };
}
