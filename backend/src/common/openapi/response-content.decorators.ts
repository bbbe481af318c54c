import { HttpStatus, type Type, applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, type ApiResponseOptions, getSchemaPath } from '@nestjs/swagger';

/** @nestjs/swagger's type of a response's content (it has no room for the `x-events` extension, which it copies as is). */
type Content = NonNullable<ApiResponseOptions['content']>;

/*
 * The content of a success answer that is not JSON, declared on that answer alone. @ApiProduces would declare
 * its types for every answer of the route, so the JSON errors of a zip download or an event stream would be
 * documented as zip or event-stream bodies.
 */

const EVENT_STREAM_TYPE = 'text/event-stream';
const JSON_TYPE = 'application/json';

export interface FileResponseOptions {
  /** The content types the file may have. */
  types: readonly string[];
  description: string;
  status?: HttpStatus;
}

/** A file or page (bytes as stored, or HTML) in the types it may have. */
export function ApiFileResponse({ types, description, status = HttpStatus.OK }: FileResponseOptions): MethodDecorator {
  const schema = { type: 'string', format: 'binary' } as const;
  return ApiResponse({ status, description, content: Object.fromEntries(types.map((type) => [type, { schema }])) });
}

export interface EventStreamOptions {
  /** The framing (ids, sentinels, heartbeats) and when the stream ends. */
  description: string;
  /**
   * Each event's name (`message` for frames without an `event:` line) → the class of its JSON `data` (or the
   * classes it may be one of). Listed in the media type's `x-events`; its `schema` is any one of them.
   */
  events: Readonly<Record<string, Type<unknown> | readonly Type<unknown>[]>>;
  /** The class of the JSON the same 200 answers instead when the client did not ask for a stream. */
  json?: Type<unknown>;
}

/** A 200 `text/event-stream` answer: Server-Sent Events whose `data` is JSON of the classes named per event. */
export function ApiEventStream({ description, events, json }: EventStreamOptions): MethodDecorator {
  const classesOf = (types: Type<unknown> | readonly Type<unknown>[]) => (Array.isArray(types) ? types : [types]) as Type<unknown>[];
  const classes = [...new Set(Object.values(events).flatMap(classesOf))];
  const reference = (type: Type<unknown>) => ({ $ref: getSchemaPath(type) });
  const schemaOf = (types: Type<unknown>[]) => (types.length === 1 ? reference(types[0]) : { oneOf: types.map(reference) });
  const media = {
    schema: schemaOf(classes),
    'x-events': Object.fromEntries(Object.entries(events).map(([name, types]) => [name, schemaOf(classesOf(types))])),
  };
  const named = Object.entries(events)
    .map(([name, types]) => `\`${name}\` (${classesOf(types).map((type) => type.name).join(' or ')})`)
    .join(', ');
  return applyDecorators(
    ApiExtraModels(...classes, ...(json ? [json] : [])),
    ApiResponse({
      status: HttpStatus.OK,
      description: `${json ? `JSON, or when streamed, ` : ''}Server-Sent Events: ${named}. ${description}`,
      content: {
        ...(json ? { [JSON_TYPE]: { schema: reference(json) } } : {}),
        [EVENT_STREAM_TYPE]: media,
      } as Content,
    }),
  );
}
