import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The top-level package folders `root` needs at run time (itself and its dependencies, followed the
 * way Node resolves them from each package). Each is bound read-only into the sandbox's NODE_PATH, so
 * a project can `require('express')` with nothing installed and nothing else of the host visible.
 */
export function packageClosure(nodeModules: string, root: string): string[] {
  const tops = new Set<string>();
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const relative = path.relative(nodeModules, dir).split(path.sep);
    // Packages nested inside another package's folder come with that folder; their dependencies still count.
    if (!relative.includes('node_modules')) tops.add(relative[0].startsWith('@') ? relative.slice(0, 2).join('/') : relative[0]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      const found = resolvePackage(dependency, dir);
      if (!found) throw new Error(`${dependency} (needed by ${path.basename(dir)}) is not installed`);
      visit(found);
    }
  };
  const start = path.join(nodeModules, root);
  if (!existsSync(path.join(start, 'package.json'))) throw new Error(`${root} is not installed in ${nodeModules}`);
  visit(start);
  return [...tops].sort();
}

function resolvePackage(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}
