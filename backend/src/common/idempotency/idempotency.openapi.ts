import type { OpenAPIObject } from '@nestjs/swagger';
import { getSchemaPath } from '@nestjs/swagger';
import { ErrorBodyDto } from '../error-body.dto';
import { REPLAYED_HEADER } from './idempotency.constants';

/** Marks an operation as idempotent in the document, for `documentIdempotency` to complete. */
export const IDEMPOTENT_EXTENSION = 'x-idempotent';

const ANSWERS = {
  '409': 'IDEMPOTENCY_KEY_IN_USE: a request with this idempotency key is still being answered',
  '422': 'IDEMPOTENCY_KEY_REUSED: this idempotency key was used with a different request',
} as const;

type Responses = Record<string, { description?: string; headers?: Record<string, unknown>; content?: unknown }>;

/**
 * Adds what every idempotent operation answers (one place, so no route can forget it): the
 * `Idempotent-Replayed` header on its success answers and the 409/422 of a key in use or reused. A route's
 * own 409/422 keep their description, with the kernel's code added.
 */
export function documentIdempotency(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      if (!operation || typeof operation !== 'object' || !(operation as Record<string, unknown>)[IDEMPOTENT_EXTENSION]) continue;
      const responses = (operation as { responses: Responses }).responses;
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2')) continue;
        response.headers = {
          ...response.headers,
          [REPLAYED_HEADER]: {
            description: '`true` when this is the stored first answer to this idempotency key, sent again',
            schema: { type: 'string', enum: ['true'] },
          },
        };
      }
      for (const [status, description] of Object.entries(ANSWERS)) {
        const own = responses[status];
        if (own) own.description = own.description?.includes(description.split(':')[0]) ? own.description : `${description} / ${own.description}`;
        else responses[status] = { description, content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodyDto) } } } };
      }
    }
  }
  return document;
}
