// The Jest transform of every TypeScript test and the code it loads: SWC (@swc/jest), a transpiler written in Rust.
// Types are checked by `npm run typecheck` (tsgo), never by Jest, and every tsconfig sets isolatedModules, so
// each file compiles alone: what ts-jest did, at a fraction of the CPU (the unit suites 122 → 87 s of CPU;
// ARCHITECTURE.md §15). The options mirror the tsconfigs: ES2022 output with class fields defined as tsc
// defines them at that target, CommonJS for Jest, legacy decorators with their design-time metadata (NestJS
// injects by it), and React's automatic JSX runtime for the apps.

/** @param {{ jsx?: boolean }} [options] `jsx`: .tsx files (the React workspaces). */
module.exports = function swcTransform({ jsx = false } = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: jsx, decorators: true },
        target: 'es2022',
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: true,
          ...(jsx ? { react: { runtime: 'automatic' } } : {}),
        },
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
};
