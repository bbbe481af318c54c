import { BearerAuthGuard } from '../src/identity/http/bearer-auth.guard';
import { OptionalBearerGuard } from '../src/identity/http/optional-bearer.guard';
import { type OpenApiDocument as FuzzDocument, listOperations } from './fuzz/openapi-operations';
import { createAgent, sendRaw } from './fuzz/raw-http';
import { buildVariants } from './fuzz/variants';
import { nestRoutes } from './support/nest-routes';
import { useSuiteServer } from './support/suite-server';
import { scaled } from './support/time-factor';

type Security = Array<Record<string, string[]>>;

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  security?: Security;
  responses?: Record<string, { content?: Record<string, { schema?: unknown; 'x-events'?: unknown }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** What each guard lets through, as OpenAPI says it: a session token, or a session token or nothing. */
const REQUIRED = [{ bearer: [] }];
const OPTIONAL = [{ bearer: [] }, {}];
/** The codes of a route that wants a session and got none (or a dead one). */
const SESSION_CODES = ['UNAUTHORIZED', 'SESSION_REVOKED'];

/**
 * README "API types": the OpenAPI document says what the routes really do. Who may call each operation is read
 * from the guards the router runs (and, for routes that authenticate in their handler, from an anonymous call);
 * the declared answers are checked here for their form, and against every real answer by the integration suite
 * (test/support/openapi-conformance.ts).
 */
describe('the OpenAPI document against the routes (real PostgreSQL)', () => {
  let document: Document;

  const suite = useSuiteServer('openapi_conformance', {}, { dataDir: 'openapi-conformance' });

  beforeAll(async () => {
    document = (await suite.http.get('/api/docs-json').expect(200)).body as Document;
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));

  it('documents every route the router serves, and nothing it does not', () => {
    const routes = nestRoutes(suite.server.app, 'api').filter((route) => !route.excluded);
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const documented = new Set(operations().map(({ key }) => key));
    expect([...served].filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !served.has(key))).toEqual([]);
  });

  it("documents each guarded route's security as its guard enforces it: a required token, or a token or nothing", () => {
    const wrong: string[] = [];
    for (const route of nestRoutes(suite.server.app, 'api').filter((candidate) => !candidate.excluded)) {
      const security = document.paths[route.path]?.[route.method.toLowerCase()]?.security;
      const expected = route.guards.includes(BearerAuthGuard) ? REQUIRED : route.guards.includes(OptionalBearerGuard) ? OPTIONAL : null;
      if (expected && JSON.stringify(security) !== JSON.stringify(expected)) {
        wrong.push(`${route.method} ${route.path} (${route.handler}): guarded by ${route.guards.map((guard) => guard.name).join(', ')}, documented ${JSON.stringify(security ?? [])}`);
      }
    }
    console.log(`operations whose documented security differs from their guard: ${wrong.length}`);
    expect(wrong).toEqual([]);
  });

  it('documents the unguarded routes as they answer an anonymous call: 401 where a token is required, anything else where not', async () => {
    const guarded = new Set(
      nestRoutes(suite.server.app, 'api')
        .filter((route) => route.guards.length > 0)
        .map((route) => `${route.method} ${route.path}`),
    );
    // A valid-looking call of each operation (the fuzz suite's first variant), with no credentials at all.
    const agent = createAgent(2);
    const origin = new URL(suite.server.url);
    const wrong: string[] = [];
    let probed = 0;
    try {
      for (const operation of listOperations(document as unknown as FuzzDocument)) {
        if (guarded.has(`${operation.method} ${operation.path}`)) continue;
        const security = document.paths[operation.path][operation.method.toLowerCase()].security ?? [];
        const open = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
        const variant = buildVariants(operation, {})[0];
        const answer = await sendRaw(origin, agent, { method: operation.method, path: variant.path, headers: variant.headers, body: variant.body }, scaled(60_000));
        probed += 1;
        const code = answer.contentType.includes('json') ? codeOf(answer.text) : null;
        if (!open && answer.status !== 401) wrong.push(`${operation.method} ${operation.path}: documented as needing a token, answered ${answer.status} without one`);
        if (open && answer.status === 401 && SESSION_CODES.includes(code ?? '')) {
          wrong.push(`${operation.method} ${operation.path}: documented as open, answered 401 ${code} without a token`);
        }
      }
    } finally {
      agent.destroy();
    }
    console.log(`unguarded operations called anonymously: ${probed}; documented security wrong: ${wrong.length}`);
    expect(probed).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it('declares each header once, and no Authorization header beside the security schemes', () => {
    const wrong = operations().flatMap(({ key, operation }) => {
      const headers = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name.toLowerCase());
      const twice = headers.filter((name, index) => headers.indexOf(name) !== index);
      return [
        ...twice.map((name) => `${key}: header ${name} declared twice`),
        ...(headers.includes('authorization') ? [`${key}: Authorization as a parameter`] : []),
      ];
    });
    console.log(`operations with a header declared twice or Authorization as a parameter: ${wrong.length}`);
    expect(wrong).toEqual([]);
  });

  it('declares error answers as JSON and event streams with the schema of each event', () => {
    const wrong = operations().flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
        const types = Object.keys(response.content ?? {});
        if (Number(status) >= 400) {
          return types.filter((type) => type !== 'application/json').map((type) => `${key} → ${status}: an error documented as ${type}`);
        }
        const stream = response.content?.['text/event-stream'];
        return stream && !(stream.schema && stream['x-events']) ? [`${key} → ${status}: an event stream without the schema of its events`] : [];
      }),
    );
    console.log(`operations with a wrongly declared answer: ${new Set(wrong.map((problem) => problem.split(' → ')[0])).size}`);
    expect(wrong).toEqual([]);
  });
});

function codeOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { code?: unknown; error?: { code?: unknown } };
    const code = body.code ?? body.error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
