import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.0 document this checker reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  components?: { schemas?: Record<string, unknown> };
}

interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

interface MediaTypeObject {
  schema?: unknown;
  /** Event streams: each event's name → the schema of its JSON data (ApiEventStream). */
  'x-events'?: Record<string, unknown>;
}

/** What one answer looked like, as the client received it. */
export interface ObservedAnswer {
  method: string;
  /** The request's path, without the query. */
  path: string;
  status: number;
  /** Without parameters (`; charset=utf-8`); empty when the answer had no Content-Type. */
  contentType: string;
  body: Buffer;
  /** The body was longer than what was kept. */
  truncated: boolean;
}

const JSON_TYPE = 'application/json';
const EVENT_STREAM_TYPE = 'text/event-stream';
const DOCUMENT_ID = 'openapi';
/** Swagger UI and its JSON are served by @nestjs/swagger itself and are not operations of the API. */
const SELF_DESCRIPTION = /^\/api\/docs(-json|-yaml|\/.*)?$/;
/** Published Build Studio projects are the users' own sites, left out of the document (@ApiExcludeController). */
const PUBLISHED_SITES = /^\/api\/build-studio\/p\//;

/**
 * Compares the API's successful answers with its OpenAPI document: each 2xx must be a documented status of a
 * documented operation, with a documented content type, and a JSON body (or each event of an event stream) must
 * validate against the declared schema. Objects may not carry properties the schema does not list (the frontends'
 * types are generated from the document, so an undeclared field is one they cannot see).
 */
export class OpenApiConformance {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly routes: Array<{ method: string; template: string; pattern: RegExp; literals: number }>;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: strictSchema(document.components?.schemas ?? {}) } });
    this.routes = Object.entries(document.paths)
      .flatMap(([template, item]) =>
        Object.keys(item).map((method) => ({
          method: method.toUpperCase(),
          template,
          // Express matches paths regardless of case (its router's default), so /api/WP/Text is POST /api/wp/text.
          pattern: new RegExp(`^${template.split('/').map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : escape(segment))).join('/')}/?$`, 'i'),
          literals: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
        })),
      )
      // `/projects/export` before `/projects/{id}`: the most literal template wins, as in the router.
      .sort((a, b) => b.literals - a.literals);
  }

  /** The problems of one answer with the document; none for answers that are not 2xx. */
  check(answer: ObservedAnswer): string[] {
    if (answer.status < 200 || answer.status >= 300 || SELF_DESCRIPTION.test(answer.path) || PUBLISHED_SITES.test(answer.path) || !answer.path.startsWith('/api/')) return [];
    const method = answer.method === 'HEAD' ? 'GET' : answer.method;
    const route = this.routes.find((candidate) => candidate.method === method && candidate.pattern.test(answer.path));
    const where = `${answer.method} ${route?.template ?? answer.path} → ${answer.status}`;
    if (!route) return [`${where}: no such operation in the document`];
    const responses = this.document.paths[route.template][route.method.toLowerCase()].responses ?? {};
    const response = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!response) return [`${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`];
    const declared = Object.keys(response.content ?? {});
    if (answer.method === 'HEAD' || answer.status === 204 || (answer.body.length === 0 && !declared.length)) return [];
    const mediaType = declared.find((type) => coversType(type, answer.contentType));
    if (!mediaType) {
      return [`${where}: answered ${answer.contentType || 'without a Content-Type'}, documented ${declared.join(', ') || 'no content'}`];
    }
    const media = response.content?.[mediaType] ?? {};
    if (answer.truncated) return [];
    const key = `${route.method} ${route.template} ${answer.status} ${mediaType}`;
    if (answer.contentType === JSON_TYPE && media.schema) return this.validateJson(where, this.validator(key, media.schema), answer.body.toString('utf8'));
    if (answer.contentType === EVENT_STREAM_TYPE) return this.validateEvents(where, key, media, answer.body.toString('utf8'));
    return [];
  }

  private validateJson(where: string, validate: ValidateFunction, text: string): string[] {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    return validate(body) ? [] : [`${where}: ${describeErrors(validate)}`];
  }

  /**
   * Each event's `data` (JSON, but the `[DONE]` sentinel) against the schema the document gives that event's name
   * (`message` for frames without an `event:` line), or else against the stream's schema.
   */
  private validateEvents(where: string, key: string, media: MediaTypeObject, text: string): string[] {
    const problems: string[] = [];
    // Only whole frames: a stream cut short (a client that left) ends with part of one.
    for (const frame of text.split('\n\n').slice(0, -1)) {
      const lines = frame.split('\n');
      const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).replace(/^ /, '')).join('\n');
      if (!data || data === '[DONE]') continue;
      const schema = media['x-events'] ? media['x-events'][event] : media.schema;
      if (!schema) {
        problems.push(`${where}: event "${event}" is not documented (documented: ${Object.keys(media['x-events'] ?? {}).join(', ') || 'none'})`);
        continue;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        problems.push(`${where}: event "${event}" carries data that is not JSON`);
        continue;
      }
      const validate = this.validator(`${key} ${event}`, schema);
      if (!validate(payload)) problems.push(`${where}: event "${event}": ${describeErrors(validate)}`);
    }
    return problems;
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(strictSchema(schema) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** Where the successful answers of a test file's servers differ from their OpenAPI document; checked after the file. */
export const answersOffDocument = new Set<string>();

/** Watches every answer `server` gives from now on; `report` hears the problems of each. */
export function watchAnswers(server: Server, conformance: OpenApiConformance, report: (problems: string[]) => void): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const body = captureBody(response);
    response.once('finish', () => {
      // Only successful answers are held against the document; the rest need not be joined up.
      if (response.statusCode < 200 || response.statusCode >= 300) return;
      const contentType = String(response.getHeader('content-type') ?? '').split(';')[0].trim().toLowerCase();
      const path = (request.url ?? '').split('?')[0];
      const problems = conformance.check({ method: request.method ?? 'GET', path, status: response.statusCode, contentType, ...body() });
      if (problems.length) report(problems);
    });
  });
}

/** Bodies beyond this are files, not answers to check. */
const MAX_CAPTURED_BYTES = 2 * 1024 * 1024;

function captureBody(response: ServerResponse): () => { body: Buffer; truncated: boolean } {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    if (size + buffer.length > MAX_CAPTURED_BYTES) {
      truncated = true;
      return;
    }
    chunks.push(buffer);
    size += buffer.length;
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  return () => ({ body: Buffer.concat(chunks), truncated });
}

/**
 * The document's schema as JSON Schema that also refuses undeclared properties: OpenAPI 3.0's `nullable` becomes
 * a `null` alternative, and `$ref`s point into the document registered with Ajv.
 */
function strictSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted: Record<string, unknown> = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'properties' || key === 'schemas' ? mapValues(value, strictSchema) : strictSchema(value)]));
  if (typeof converted.$ref === 'string') converted.$ref = `${DOCUMENT_ID}${converted.$ref}`;
  if (converted.properties && converted.additionalProperties === undefined) converted.additionalProperties = false;
  if (nullable !== true) return converted;
  if (Array.isArray(converted.enum) && !converted.enum.includes(null)) converted.enum = [...converted.enum, null];
  return { anyOf: [{ type: 'null' }, converted] };
}

function mapValues(value: unknown, map: (item: unknown) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)]));
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : ''}`)
    .join('; ');
}

// A range covers its types: image/* covers image/png, and the range of every type covers anything.
function coversType(declared: string, actual: string): boolean {
  if (declared === actual || declared === '*/*') return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
