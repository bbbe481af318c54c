/**
 * Turns the backend's OpenAPI document (/api/docs-json) into the public API reference: only the
 * operations a customer calls with an API key or for their keys (spec 001 integrations), grouped,
 * with the fields and ready-to-run examples. Everything else (the site's own routes) stays in Swagger.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The parts of an OpenAPI 3 document this page reads. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  description?: string;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  nullable?: boolean;
}

interface OpenApiMedia {
  schema?: OpenApiSchema;
  example?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
  example?: unknown;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia> };
  responses?: Record<string, { description?: string; content?: Record<string, OpenApiMedia> }>;
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** How an operation is authorised, which decides the examples' credentials. */
export type AuthKind = 'none' | 'api-key-in-body' | 'api-key-bearer' | 'session';

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  fields: Field[];
}

export interface ReferenceOperation {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  auth: AuthKind;
  parameters: Array<Field & { in: OpenApiParameter['in'] }>;
  bodyFields: Field[];
  /** The example request body (JSON), or undefined when the operation takes none. */
  body?: unknown;
  /** The example's path and query, e.g. `/api/integrations/key/{id}` → `/api/integrations/key/KEY_ID`. */
  examplePath: string;
  responses: ReferenceResponse[];
}

export interface ReferenceGroup {
  id: string;
  title: string;
  intro: string;
  operations: ReferenceOperation[];
}

interface GroupRule {
  id: string;
  title: string;
  intro: string;
  matches: (path: string) => boolean;
}

/** The public API, in the order the page shows it; anything not matched is internal and left out. */
const GROUPS: readonly GroupRule[] = [
  {
    id: 'wordpress',
    title: 'Text, photo and video (WordPress and websites)',
    intro: 'What the Atelier theme and plugin call. Send your API key as api_key in the JSON body.',
    matches: (path) => path.startsWith('/api/wp/'),
  },
  {
    id: 'openai',
    title: 'OpenAI-compatible API',
    intro: 'Point any OpenAI client at the base URL below and use your API key as the bearer token.',
    matches: (path) => path.startsWith('/api/openai/v1/'),
  },
  {
    id: 'keys',
    title: 'API keys',
    intro: 'Create, list and revoke the keys of your account. Signed in: send your session token as a bearer token.',
    matches: (path) => path === '/api/integrations/keys' || path === '/api/integrations/key' || path.startsWith('/api/integrations/key/'),
  },
  {
    id: 'usage',
    title: 'Usage',
    intro: "This month's calls and tokens, with your plan's allowance.",
    matches: (path) => path === '/api/integrations/usage',
  },
  {
    id: 'plans',
    title: 'Plans',
    intro: 'The API plans and what each allows.',
    matches: (path) => path === '/api/integrations/plans',
  },
];

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Whether `path` belongs to the public API reference. */
export function isPublicPath(path: string): boolean {
  return GROUPS.some((group) => group.matches(path));
}

function resolve(document: OpenApiDocument, schema: OpenApiSchema | undefined, depth = 0): OpenApiSchema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    return resolve(document, document.components?.schemas?.[name], depth + 1);
  }
  const [single] = schema.allOf ?? schema.oneOf ?? schema.anyOf ?? [];
  if (single && !schema.properties && !schema.type) return resolve(document, single, depth + 1);
  return schema;
}

/** A short type name: `string`, `integer`, `string[]`, `object`, `"a" | "b"`. */
export function typeName(schemaOrRef: OpenApiSchema | undefined, doc: OpenApiDocument): string {
  const schema = resolve(doc, schemaOrRef);
  if (!schema) return 'any';
  if (schema.enum?.length) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'array') return `${typeName(schema.items, doc)}[]`;
  if (schema.format && schema.type === 'string' && schema.format !== 'binary') return `string (${schema.format})`;
  return schema.type ?? (schema.properties ? 'object' : 'any');
}

/** The top-level fields of an object schema (`$ref`s followed). */
export function schemaFields(document: OpenApiDocument, schema: OpenApiSchema | undefined): Field[] {
  const resolved = resolve(document, schema);
  const target = resolved?.type === 'array' ? resolve(document, resolved.items) : resolved;
  const required = new Set(target?.required ?? []);
  return Object.entries(target?.properties ?? {}).map(([name, property]) => {
    const described = resolve(document, property);
    return { name, type: typeName(property, document), required: required.has(name), description: property.description ?? described?.description };
  });
}

/** An example value for `schema`: its own example, else an enum's first value, a default, or a placeholder of its type. */
export function exampleValue(document: OpenApiDocument, schema: OpenApiSchema | undefined, depth = 0): unknown {
  const resolved = resolve(document, schema);
  if (!resolved || depth > 6) return null;
  if (schema?.example !== undefined) return schema.example;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.type === 'array') return [exampleValue(document, resolved.items, depth + 1)];
  if (resolved.properties) {
    // Required fields and those with a documented example: a request that runs, without every optional knob.
    const required = new Set(resolved.required ?? []);
    const entries = Object.entries(resolved.properties);
    const chosen = entries.filter(([name, property]) => required.has(name) || property.example !== undefined);
    return Object.fromEntries((chosen.length ? chosen : entries).map(([name, property]) => [name, exampleValue(document, property, depth + 1)]));
  }
  if (resolved.type === 'integer' || resolved.type === 'number') return resolved.minimum ?? 1;
  if (resolved.type === 'boolean') return false;
  if (resolved.type === 'object') return {};
  return 'string';
}

function authOf(path: string, operation: OpenApiOperation, document: OpenApiDocument): AuthKind {
  if (path.startsWith('/api/openai/')) return 'api-key-bearer';
  if (operation.security?.length) return 'session';
  const body = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  if (body?.properties?.api_key) return 'api-key-in-body';
  if (operation.parameters?.some((parameter) => parameter.name === 'api_key')) return 'api-key-in-body';
  return 'none';
}

/** Placeholder a reader replaces: `{id}` → `ID`, `{request_id}` → `REQUEST_ID`. */
function placeholder(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

function examplePath(path: string, operation: OpenApiOperation, document: OpenApiDocument): string {
  const withPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => placeholder(name));
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => {
      const value = parameter.example ?? exampleValue(document, parameter.schema);
      return `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value === 'string' ? placeholder(parameter.name) : value))}`;
    });
  return query.length ? `${withPath}?${query.join('&')}` : withPath;
}

function describeOperation(path: string, method: HttpMethod, operation: OpenApiOperation, document: OpenApiDocument): ReferenceOperation {
  const media = operation.requestBody?.content?.['application/json'];
  const parameters = (operation.parameters ?? [])
    // The Authorization header is explained once per group, not as a parameter.
    .filter((parameter) => !(parameter.in === 'header' && parameter.name.toLowerCase() === 'authorization'))
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      type: typeName(parameter.schema, document),
      required: Boolean(parameter.required),
      description: parameter.description,
    }));
  return {
    id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, ''),
    method,
    path,
    summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
    description: operation.description,
    auth: authOf(path, operation, document),
    parameters,
    bodyFields: media ? schemaFields(document, media.schema) : [],
    body: media ? (media.example ?? exampleValue(document, media.schema)) : undefined,
    examplePath: examplePath(path, operation, document),
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => {
      const content = response.content?.['application/json'];
      return { status, description: response.description ?? '', fields: content ? schemaFields(document, content.schema) : [] };
    }),
  };
}

/** The public operations of `document`, grouped as the page shows them; empty groups are left out. */
export function publicReference(document: OpenApiDocument): ReferenceGroup[] {
  return GROUPS.map((group) => {
    const operations: ReferenceOperation[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (!group.matches(path)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (operation) operations.push(describeOperation(path, method, operation, document));
      }
    }
    return { id: group.id, title: group.title, intro: group.intro, operations };
  }).filter((group) => group.operations.length > 0);
}
