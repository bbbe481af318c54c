import type { ProjectFile } from '../../code/code-engine';
import { extensionOf } from '../../code/project-paths';

/** A route the project already answers, and where. */
export interface ExistingRoute {
  method: string;
  route: string;
  path: string;
  line: number;
}

const ASKS_TO_ADD = /\b(add|create|include|implement|expose|give it|i need|i want|we need)\b/;
const ROUTE_IN_PROMPT = /(?:^|\s)(\/[\w\-./{}:]*)/;
const NAMED_ENDPOINT = /\b([a-z][\w-]*)(?: check)? (?:endpoint|route)\b/;
const JS_ROUTE = /\b(?:app|router)\.(get|post|put|patch|delete|all)\(\s*['"`]([^'"`]+)['"`]/g;
const PY_ROUTE = /@(?:app|router)\.(get|post|put|patch|delete|api_route)\(\s*['"]([^'"]+)['"]/g;

/**
 * For "add a /health endpoint": the route when the project already defines it (Express `app.get('/health', …)`,
 * FastAPI `@app.get("/health")`), so the answer can say it exists instead of failing to find a change.
 */
export function existingRoute(prompt: string, files: readonly ProjectFile[]): ExistingRoute | null {
  const lower = prompt.toLowerCase();
  if (!ASKS_TO_ADD.test(lower)) return null;
  const named = ROUTE_IN_PROMPT.exec(lower)?.[1] ?? (NAMED_ENDPOINT.exec(lower) ? `/${NAMED_ENDPOINT.exec(lower)![1]}` : null);
  if (!named) return null;
  const wanted = normalise(named);
  for (const file of files) {
    const pattern = extensionOf(file.path) === 'py' ? PY_ROUTE : ['js', 'mjs', 'cjs', 'ts'].includes(extensionOf(file.path)) ? JS_ROUTE : null;
    if (!pattern) continue;
    for (const match of file.content.matchAll(pattern)) {
      if (normalise(match[2]) !== wanted) continue;
      const line = file.content.slice(0, match.index).split('\n').length;
      return { method: match[1] === 'api_route' || match[1] === 'all' ? 'ANY' : match[1].toUpperCase(), route: match[2], path: file.path, line };
    }
  }
  return null;
}

function normalise(route: string): string {
  return route.toLowerCase().replace(/[.,;:!?]+$/, '').replace(/(.)\/+$/, '$1');
}
