/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: SchemaObject;
}

/** One path × method, with every `$ref` resolved. */
export interface Operation {
  method: string;
  /** As in the document, e.g. `/api/media/{id}`. */
  path: string;
  id: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** Content type → resolved schema of the request body. */
  bodies: Map<string, SchemaObject>;
  /** Declares bearer authentication (required or optional). */
  authenticated: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document, in document order. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const resolve = (schema: SchemaObject | undefined) => resolveSchema(document, schema ?? {});
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): Operation => {
        const parameters = (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? parameter.in === 'path',
          schema: { ...resolve(parameter.schema), example: parameter.example ?? resolve(parameter.schema).example },
        }));
        return {
          method: method.toUpperCase(),
          path,
          id: operation.operationId ?? `${method} ${path}`,
          pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
          queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
          bodies: new Map(
            Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, resolve(media.schema)]),
          ),
          authenticated: (operation.security ?? []).length > 0,
        };
      }),
  );
}

/** Inlines `$ref`s and merges `allOf`, deeply; cycles stop at an empty schema. */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject, seen: string[] = []): SchemaObject {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target || seen.includes(name)) return {};
    return resolveSchema(document, target, [...seen, name]);
  }
  const merged = (schema.allOf ?? []).reduce<SchemaObject>((all, part) => {
    const resolved = resolveSchema(document, part, seen);
    return {
      ...all,
      ...resolved,
      properties: { ...all.properties, ...resolved.properties },
      required: [...(all.required ?? []), ...(resolved.required ?? [])],
    };
  }, {});
  const own = { ...merged, ...schema, allOf: undefined };
  if (schema.properties) {
    own.properties = {
      ...merged.properties,
      ...Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolveSchema(document, value, seen)]),
      ),
    };
    own.required = [...(merged.required ?? []), ...(schema.required ?? [])];
  }
  if (schema.items) own.items = resolveSchema(document, schema.items, seen);
  return own;
}
