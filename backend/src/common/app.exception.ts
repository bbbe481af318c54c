import { HttpException, type HttpStatus } from '@nestjs/common';

/**
 * Base of every area's exception (declared with `errorFamily`, or a class where answers carry `details`).
 * The global filter answers `{ statusCode, code, message }` from it, plus `details` (e.g. a quota's
 * `resetsAt`), and sets `headers` (e.g. Retry-After).
 */
export class AppException<TCode extends string = string> extends HttpException {
  constructor(
    readonly code: TCode,
    message: string,
    status: HttpStatus,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly details: Readonly<Record<string, string | number | boolean>> = {},
  ) {
    super({ statusCode: status, code, message }, status);
  }
}
