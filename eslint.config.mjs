// ESLint for the whole workspace (`npm run lint`, and the `lint` suite of `npm test`).
// Besides the usual rules it enforces the import direction of ARCHITECTURE.md §3: frontends never import
// each other (remotes meet only through Module Federation at run time), `packages/*` never import
// apps, backend areas under `modules/` never import each other, and the shared kernels beside them
// never import an area. The boundary blocks are generated from the app manifest and the folders on
// disk when the config loads, so a new remote, area or kernel is covered with no edit here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readAppManifest } from './packages/build-config/app-manifest.mjs';
import { studioShapePlugin } from './scripts/lint/studio-shape.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));
const SOURCE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const MANIFEST = readAppManifest();
const FRONTENDS = MANIFEST.frontends;
const BACKEND = MANIFEST.backend.folder;
const BACKEND_SRC = `${BACKEND}/src`;
const AREAS_DIR = `${BACKEND_SRC}/modules`;

const subfolders = (folder) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist')
    .map((entry) => entry.name)
    .sort();

/** How many folder levels lie below `folder` (0 when it holds only files). */
const depthBelow = (folder) => Math.max(0, ...subfolders(folder).map((name) => 1 + depthBelow(`${folder}/${name}`)));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => `(?:${names.map(escape).join('|')})`;
const packageName = (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).name;

/**
 * `no-restricted-imports` for every source file under `root`, one block per folder depth: a file
 * `depth` folders below `root` reaches the folder that holds `root` through exactly `depth + 1`
 * `../`, so each relative pattern names the real target, never a same-named subfolder of its own.
 * `relative(ups)` gets that prefix as a regex and returns the patterns; `bare` are patterns on
 * package specifiers, the same at every depth.
 */
function boundary(root, { relative, bare = [], message }) {
  const blocks = [];
  for (let depth = 0; depth <= depthBelow(root); depth += 1) {
    const ups = `^(?:\\.\\./){${depth + 1}}`;
    blocks.push({
      name: `atelier/boundary ${root}${'/*'.repeat(depth)}`,
      files: [`${root}/${'*/'.repeat(depth)}*.${SOURCE}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...relative(ups), ...bare].map((regex) => ({ regex, message })) }],
      },
    });
  }
  return blocks;
}

// Frontends: the shell and every remote. None imports another — not its source, not its package,
// not its Module Federation name (`chat/Landing`): what two of them share belongs in packages/.
const frontendBoundaries = FRONTENDS.flatMap((app) => {
  const others = FRONTENDS.filter((other) => other.folder !== app.folder);
  return boundary(app.folder, {
    relative: (ups) => [`${ups}${anyOf(others.map((other) => other.folder))}(?:/|$)`],
    bare: [
      `^${anyOf(others.map((other) => packageName(other.folder)))}(?:/|$)`,
      `^${anyOf(others.map((other) => other.name))}/`,
    ],
    message:
      app.kind === 'host'
        ? 'The shell loads remotes through Module Federation at run time, never by import.'
        : 'Remotes never import each other or the shell: move what they share to packages/.',
  });
});

// Shared packages never import an app (frontends, backend, e2e).
const APP_FOLDERS = [...FRONTENDS.map((app) => app.folder), BACKEND, 'e2e'];
const packageBoundaries = subfolders('packages').flatMap((name) =>
  boundary(`packages/${name}`, {
    relative: (ups) => [`${ups}\\.\\./${anyOf(APP_FOLDERS)}(?:/|$)`],
    bare: [`^${anyOf(APP_FOLDERS.map(packageName))}(?:/|$)`],
    message: 'packages/* never import apps: apps depend on packages, not the other way round.',
  }),
);

// Backend areas never import each other; each may use the kernels beside modules/.
const areaBoundaries = subfolders(AREAS_DIR).flatMap((area) =>
  boundary(`${AREAS_DIR}/${area}`, {
    relative: (ups) => [
      `${ups}(?!${escape(area)}(?:/|$)|\\.\\.?(?:/|$))[^/]+`,
      `${ups}\\.\\./modules/(?!${escape(area)}(?:/|$))`,
    ],
    message: `Backend areas never import each other: move what ${area} needs to a kernel (common, metering, jobs, assets…) beside modules/.`,
  }),
);

// Kernels (every folder of backend/src but modules/) never import an area; only the module registry
// and the root files (app.module, server) assemble areas.
const kernelBoundaries = subfolders(BACKEND_SRC)
  .filter((name) => name !== 'modules')
  .flatMap((kernel) =>
    boundary(`${BACKEND_SRC}/${kernel}`, {
      relative: (ups) => [`${ups}modules(?:/|$)`],
      message: `Kernels never import backend areas: ${kernel}/ is shared by areas, so the dependency points the other way.`,
    }),
  );

// Every remote keeps the one shape of STYLE.md §3 (scripts/lint/studio-shape.mjs): src/exposed,
// src/features/<feature>, src/lib, src/test; no feature imports another.
const REMOTE_FOLDERS = FRONTENDS.filter((app) => app.kind === 'remote').map((app) => app.folder);
const studioShape = {
  name: 'atelier/studio-shape',
  files: REMOTE_FOLDERS.map((folder) => `${folder}/src/**/*.${SOURCE}`),
  plugins: { atelier: studioShapePlugin },
  rules: { 'atelier/studio-shape': ['error', { remotes: REMOTE_FOLDERS }] },
};

const TESTS = [
  '**/*.{spec,test}.{ts,tsx,mjs,js}',
  '**/*.e2e-spec.ts',
  '**/test/**',
  '**/test-support/**',
  '**/testing/**',
  '**/*.fixture.{ts,tsx}',
  'e2e/**',
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '.data/',
    '.ci-results/',
    // Generated by `npm run api-types`; `npm test` checks it is fresh instead.
    'packages/api-types/src/openapi.ts',
    // WordPress plugin and theme (PHP, and browser scripts in WordPress's own style); their node
    // tests in backend/wordpress/test* are linted.
    `${BACKEND}/wordpress/plugin/`,
    `${BACKEND}/wordpress/theme/`,
    '**/*.d.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'atelier/all',
    rules: {
      // `_` marks a binding kept on purpose (a parameter a signature needs, a key left out of a rest).
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Every control character in our regexes is there on purpose: input is checked for them and
      // logs and paths are cleaned of them.
      'no-control-regex': 'off',
    },
  },
  {
    name: 'atelier/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // `typeof import('x')` stays allowed: it types a module loaded lazily (jest.isolateModules, or an
      // ESM-only package loaded from the CommonJS backend with its resolution mode).
      // A type beside values is marked inline (`import { type A, b }`); an import of types only is `import type`.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Nest reads constructor parameter types at run time (decorator metadata): tell the type-import
    // rule, so it leaves classes that are injected by type as value imports.
    name: 'atelier/backend',
    files: [`${BACKEND}/**/*.ts`],
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
      globals: globals.node,
    },
  },
  {
    // Routes say who may call them and what they answer in one place each, so the OpenAPI document follows
    // the code (README "API types"; test/openapi-conformance.e2e-spec.ts checks the document against the routes).
    name: 'atelier/backend-openapi',
    files: [`${BACKEND_SRC}/**/*.ts`],
    // The decorators that apply the guards; the tests.
    ignores: [...TESTS, `${BACKEND_SRC}/identity/http/*.decorator.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator > CallExpression[callee.name='Headers']",
          message: '@RequestHeader(name) with one @ApiHeader: @Headers(name) adds an undocumented, required header parameter of its own.',
        },
        {
          selector: "Decorator > CallExpression[callee.name='ApiProduces']",
          message: '@ApiFileResponse / @ApiEventStream: @ApiProduces documents the JSON errors of the route in that type too.',
        },
        {
          selector: "CallExpression[callee.name='UseGuards'] > Identifier[name=/^(BearerAuthGuard|OptionalBearerGuard)$/]",
          message: '@Authenticated() / @OptionalAuthentication(): they apply the guard and document it as it behaves.',
        },
      ],
    },
  },
  {
    // The two rules of hooks. The plugin's React Compiler rules (refs, set-state-in-effect…) are left
    // out: they judge code for a compiler this build does not run, and flag the deliberate
    // latest-value refs of our hooks.
    name: 'atelier/frontends',
    files: [...FRONTENDS.map((app) => `${app.folder}/**/*.{ts,tsx}`), 'packages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    name: 'atelier/node-scripts',
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'atelier/commonjs',
    files: ['**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.commonjs } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // STYLE.md §10: files over ~400 lines and functions over ~60 lines are worth a second look.
    name: 'atelier/size',
    files: [`**/*.${SOURCE}`],
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests: no size limits (a spec is as long as its cases), and `require()` is how Jest loads a
    // module inside jest.isolateModules or a package without type declarations.
    name: 'atelier/tests',
    files: TESTS,
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A migration is a fixed list of statements, never changed once shipped: nothing to split.
    name: 'atelier/migrations',
    files: [`${BACKEND_SRC}/database/migrations/**`],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so one using none is `({}, use)`.
    name: 'atelier/playwright',
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  ...frontendBoundaries,
  ...packageBoundaries,
  ...areaBoundaries,
  ...kernelBoundaries,
  studioShape,
);
