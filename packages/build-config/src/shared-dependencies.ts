import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Module Federation singletons (ARCHITECTURE.md §1). Every app declares the same list so one React,
 * one router, one @atelier/runtime (sign-in state, toasts, the query client) and one TanStack Query
 * (its provider's context must be the one every remote's hooks read) exist on the page.
 * @atelier/api-types is types only and never reaches a bundle, so it is not listed.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@atelier/runtime',
  '@atelier/ui',
  // The studios' workspace pieces, apart so pages that use none of them do not load them (ARCHITECTURE.md §4).
  '@atelier/ui/studio',
  '@tanstack/react-query',
] as const;

const REQUIRED_VERSIONS: Record<string, string> = {
  react: '^19.0.0',
  'react/jsx-runtime': '^19.0.0',
  'react-dom': '^19.0.0',
  'react-dom/client': '^19.0.0',
  'react-router-dom': '^7.0.0',
  '@atelier/runtime': '^0.1.0',
  '@atelier/ui': '^0.1.0',
  '@atelier/ui/studio': '^0.1.0',
  '@tanstack/react-query': '^5.0.0',
};

/**
 * Versions Module Federation cannot read where the shared module is built from: these are built from
 * entries/*.mjs (see shared-entries.ts), whose package.json is this package's, not the library's.
 */
const PROVIDED_VERSIONS: Record<string, string> = {
  'react-router-dom': require('react-router-dom/package.json').version,
  '@tanstack/react-query': require('@tanstack/react-query/package.json').version,
};

export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string; version?: string }> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = PROVIDED_VERSIONS[name];
      return [name, { singleton: true as const, requiredVersion: REQUIRED_VERSIONS[name], ...(version ? { version } : {}) }];
    }),
  );
}
