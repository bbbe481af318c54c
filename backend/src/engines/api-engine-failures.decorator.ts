import type { HttpStatus } from '@nestjs/common';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ApiErrors } from '../common/http/api-route.decorator';
import { ENGINE_ERROR_RESPONSES } from './engine-error-responses';

export interface EngineFailureDocOptions {
  /** Said of every engine failure of this route, e.g. "(not charged)". */
  note?: string;
  /** Other codes the route answers with one of the table's statuses (e.g. 503 UPLOADS_BUSY). */
  alsoByStatus?: Partial<Record<HttpStatus, string>>;
  /** The error body's schema where the route does not answer `{ statusCode, code, message }` (the OpenAI-compatible routes). */
  type?: new () => object;
}

/** Documents the engine-error table's 5xx answers on a route that calls an engine, so the document cannot drift from the table. */
export function ApiEngineFailures(options: EngineFailureDocOptions = {}): MethodDecorator & ClassDecorator {
  const rows = Object.values(ENGINE_ERROR_RESPONSES).filter((row) => row.status >= 500);
  return ApiErrors(
    Object.fromEntries(
      rows.map((row) => {
        const also = options.alsoByStatus?.[row.status];
        const retry = row.retryAfterSeconds === null ? '' : `, with Retry-After: ${row.retryAfterSeconds}`;
        const description = [`${row.code}${retry}${options.note ? ` ${options.note}` : ''}`, also].filter(Boolean).join(' / ');
        return [row.status, { type: options.type ?? ErrorBodyDto, description }];
      }),
    ),
  );
}
