// Builds give every app a browser-only entry for some shared singletons
// (packages/build-config/entries/*.mjs, src/shared-entries.ts; ARCHITECTURE.md §4): a name an app imports that
// the entry lacks would be undefined in production only. Unit tests (Jest) use the full packages.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { FRONTENDS, ROOT } from '../lib/apps.mjs';

const ENTRIES = {
  'react-router-dom': 'packages/build-config/entries/react-router-dom.mjs',
  '@tanstack/react-query': 'packages/build-config/entries/tanstack-react-query.mjs',
};
const SOURCE_DIRS = [...FRONTENDS.map((app) => join(ROOT, app.folder, 'src')), join(ROOT, 'packages/runtime/src'), join(ROOT, 'packages/ui/src')];

/** Names an entry exports (`export { a, b } from '…'`). */
function entryExports(text) {
  const names = new Set();
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names imported from `pkg` (type-only imports are erased and need nothing); '*' for a namespace import. */
export function valueImports(text, pkg) {
  const from = `\\s*from\\s*['"]${escape(pkg)}['"]`;
  const names = [];
  for (const [, typeOnly, list] of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g'))) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0].trim());
    }
  }
  if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+${from}|require\\(\\s*['"]${escape(pkg)}['"]\\s*\\)`).test(text)) names.push('*');
  return names;
}

/** Production sources: tests and test helpers run under Jest with the full packages. */
function* productionSources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== '__tests__' && entry.name !== 'node_modules') yield* productionSources(path);
    } else if (/\.(?:tsx?|jsx?|mjs)$/.test(entry.name) && !/\.(?:test|spec)\.|\.d\.ts$|test-utils/.test(entry.name)) {
      yield path;
    }
  }
}

const exportsOf = (pkg) => entryExports(readFileSync(join(ROOT, ENTRIES[pkg]), 'utf8'));

describe('shared singletons built from browser-only entries', () => {
  test('the router entry has the browser router and none of the server pieces', () => {
    const exported = exportsOf('react-router-dom');
    for (const name of ['BrowserRouter', 'Routes', 'useRoutes', 'Link', 'NavLink', 'Navigate', 'Outlet', 'useLocation', 'useNavigate']) {
      assert.ok(exported.has(name), name);
    }
    // The data router's engine is most of the package: no app uses loaders, actions or fetchers.
    for (const name of ['createBrowserRouter', 'RouterProvider', 'useLoaderData', 'useFetcher', 'useNavigation']) {
      assert.ok(!exported.has(name), `${name} belongs to the data router`);
    }
    for (const name of ['createStaticHandler', 'createStaticRouter', 'StaticRouterProvider', 'createCookieSessionStorage', 'ServerRouter', 'HydratedRouter']) {
      assert.ok(!exported.has(name), `${name} is server code`);
    }
  });

  for (const pkg of Object.keys(ENTRIES)) {
    test(`every name an app imports from ${pkg} is in its entry`, () => {
      const exported = exportsOf(pkg);
      const missing = [];
      for (const dir of SOURCE_DIRS) {
        for (const file of productionSources(dir)) {
          for (const name of valueImports(readFileSync(file, 'utf8'), pkg)) {
            if (!exported.has(name)) missing.push(`${relative(ROOT, file)}: ${name}`);
          }
        }
      }
      assert.deepEqual(missing, [], `add these to ${ENTRIES[pkg]} (namespace imports: name them instead)`);
    });
  }

  test('the import reader sees value imports and skips type-only ones', () => {
    const text = `import { Link, type RouteObject, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\nimport {\n  createStaticHandler,\n} from "react-router-dom";\nimport { useQuery } from '@tanstack/react-query';`;
    assert.deepEqual(valueImports(text, 'react-router-dom'), ['Link', 'useNavigate', 'createStaticHandler']);
    assert.deepEqual(valueImports(text, '@tanstack/react-query'), ['useQuery']);
    assert.deepEqual(valueImports(`import * as Router from 'react-router-dom';`, 'react-router-dom'), ['*']);
  });
});
