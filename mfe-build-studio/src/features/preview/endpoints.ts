import type { StudioFile } from '../../lib/workspace/workspace-types';

export interface Endpoint {
  method: string;
  path: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The endpoints a project offers, for the request panel's shortcuts: from its README's endpoint table
 * (what the studio writes), else from Express `app.get('/x')` and FastAPI `@app.get("/x")` lines.
 */
export function findEndpoints(files: readonly StudioFile[]): Endpoint[] {
  const found: Endpoint[] = [];
  const add = (method: string, path: string) => {
    const clean = path.replace(/\{(\w+)\}|:(\w+)/g, '1');
    if (!found.some((endpoint) => endpoint.method === method && endpoint.path === clean)) found.push({ method, path: clean });
  };
  const readme = files.find((file) => /^readme\.md$/i.test(file.path));
  for (const match of readme?.content.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*(\/[^\s|]*)\s*\|/gm) ?? []) add(match[1], match[2]);
  if (!found.length) {
    for (const file of files) {
      for (const match of file.content.matchAll(/\b(?:app|router)\.(get|post|put|patch|delete)\(\s*['"`](\/[^'"`]*)['"`]/g)) add(match[1].toUpperCase(), match[2]);
      for (const match of file.content.matchAll(/@(?:app|router)\.(get|post|put|patch|delete)\(\s*["'](\/[^"']*)["']/g)) add(match[1].toUpperCase(), match[2]);
    }
  }
  return found.filter((endpoint) => METHODS.includes(endpoint.method)).slice(0, 24);
}
