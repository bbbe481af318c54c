/**
 * Module Federation singletons (DESIGN.md §2). Every app declares the same list so one React,
 * one router and one @atelier/runtime (sign-in state, toasts) exist on the page.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@atelier/runtime',
  '@atelier/ui',
] as const;

const REQUIRED_VERSIONS: Record<string, string> = {
  react: '^19.0.0',
  'react/jsx-runtime': '^19.0.0',
  'react-dom': '^19.0.0',
  'react-dom/client': '^19.0.0',
  'react-router-dom': '^7.0.0',
  '@atelier/runtime': '^0.1.0',
  '@atelier/ui': '^0.1.0',
};

export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string }> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, { singleton: true as const, requiredVersion: REQUIRED_VERSIONS[name] }]),
  );
}
