import type { ProjectFile, ProjectType } from '../../code/code-engine';
import type { EditOutcome } from './static-edits';

/** Packages the offline engine knows how to put to real use, with the version it declares. */
const LODASH = { name: 'lodash', range: '^4.17.21' };
const REQUESTS = { name: 'requests', range: '>=2.31' };

const ASKS_FOR_LODASH = /\blodash\b/i;
/** "requests" is also an everyday word ("handle requests"): only the library, named as one. */
const ASKS_FOR_REQUESTS = [
  /\b(?:use|using|via|install|import|add)\s+(?:the\s+)?(?:python\s+)?[`'"]?requests\b(?![-\w])/i,
  /\b[`'"]?requests[`'"]?\s+(?:library|package|module|lib)\b/i,
  /\bfetch\w*\b[^.?!]{0,40}\bwith\s+[`'"]?requests\b/i,
];

const LIST_ROUTE = /router\.get\('\/', \(req, res\) => \{\n {2}res\.json\((\w+)\.list\(pageOf\(req\.query\)\)\);\n\}\);/;
const HEALTH_ROUTE_PY = /@app\.get\("\/health"\)\ndef health\(\):\n {4}return \{"status": "ok"\}\n/;

/**
 * A prompt that asks for a package ("sort with lodash", "fetch with requests"): the dependency goes into
 * package.json / requirements.txt (the runner installs it outside the sandbox) and into code that really
 * runs. Null when the prompt names no package this engine can use, or the project already has it.
 */
export function addRequestedPackages(prompt: string, type: Extract<ProjectType, 'nodejs' | 'python'>, files: readonly ProjectFile[]): EditOutcome | null {
  const project = new Map(files.map((file) => [file.path, file.content]));
  const changes = type === 'nodejs' ? addLodash(prompt, project) : addRequests(prompt, project);
  return changes.length ? { files: [...project].map(([path, content]) => ({ path, content })), changes } : null;
}

function addLodash(prompt: string, project: Map<string, string>): string[] {
  if (!ASKS_FOR_LODASH.test(prompt)) return [];
  const manifest = project.get('package.json');
  if (manifest === undefined) return [];
  let parsed: { dependencies?: Record<string, string> };
  try {
    parsed = JSON.parse(manifest) as typeof parsed;
  } catch {
    return [];
  }
  if (parsed.dependencies?.[LODASH.name]) return [];
  parsed.dependencies = { ...parsed.dependencies, [LODASH.name]: LODASH.range };
  project.set('package.json', `${JSON.stringify(parsed, null, 2)}\n`);
  const used: string[] = [];
  for (const [path, source] of [...project].filter(([name]) => /^src\/routes\/[\w-]+\.js$/.test(name)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const list = LIST_ROUTE.exec(source);
    if (!list) continue;
    const collection = list[1];
    const sorted = [
      `router.get('/', (req, res) => {`,
      `  const page = ${collection}.list(pageOf(req.query));`,
      `  // ?sort=<field> orders the page with lodash's sortBy (a dependency in package.json).`,
      `  if (typeof req.query.sort === 'string') page.items = _.sortBy(page.items, req.query.sort);`,
      '  res.json(page);',
      '});',
    ].join('\n');
    project.set(path, source.replace(LIST_ROUTE, sorted).replace(/^(const express = require\('express'\);\n)/m, `$1const _ = require('lodash');\n`));
    used.push(`GET /api/${collection}?sort=<field> (${path})`);
  }
  const use = used.length ? `, and used its _.sortBy in ${used.join(', ')}` : '; require it where you need it';
  return [`Added lodash ${LODASH.range} to package.json${use}. The runner installs it (without install scripts) when the app starts.`];
}

function addRequests(prompt: string, project: Map<string, string>): string[] {
  if (!ASKS_FOR_REQUESTS.some((pattern) => pattern.test(prompt))) return [];
  const requirements = project.get('requirements.txt') ?? '';
  if (/^requests\b/im.test(requirements)) return [];
  project.set('requirements.txt', `${requirements.replace(/\s*$/, requirements.trim() ? '\n' : '')}${REQUESTS.name}${REQUESTS.range}\n`);
  const main = project.get('main.py');
  if (!main || !HEALTH_ROUTE_PY.test(main) || !/^from fastapi\.responses import JSONResponse$/m.test(main)) {
    return [`Added requests to requirements.txt; import it where you need it. The runner installs it (wheels only) when the app starts.`];
  }
  const route = `

@app.get("/api/fetch")
def fetch(url: str = "https://example.com/", q: str = ""):
    """Builds a GET with requests and sends it. The preview's sandbox has no network, so there it answers 502."""
    try:
        prepared = requests.Request("GET", url, params={"q": q} if q else None).prepare()
        with requests.Session() as session:
            answer = session.send(prepared, timeout=5)
    except requests.RequestException as error:
        message = f"Could not fetch {getattr(error.request, 'url', None) or url}: {type(error).__name__}"
        return JSONResponse({"error": {"status": 502, "message": message}}, status_code=502)
    return {"url": prepared.url, "status": answer.status_code, "body": answer.text[:2000]}
`;
  const updated = main
    .replace(/^(from fastapi import [^\n]+\n)/m, 'import requests\n$1')
    .replace(HEALTH_ROUTE_PY, (health) => `${health}${route}`);
  project.set('main.py', updated);
  return [
    'Added requests to requirements.txt and GET /api/fetch?url=…&q=… in main.py, which builds the request with requests and sends it. ' +
      'The preview runs apps without network, so there it answers 502 with the URL it prepared; run the project on your machine to fetch for real.',
  ];
}
