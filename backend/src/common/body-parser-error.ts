import { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception';
import { CommonErrorCode } from './common-error-code.enum';
import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, type ShapeProblem } from './input-shape';

/** The fields body-parser (through http-errors) puts on the errors it raises. */
interface BodyParserError {
  type: string;
  status?: number;
  limit?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string';
}

/** Maps body-parser failures to our answers; anything else gives undefined. */
export function fromBodyParserError(error: unknown): AppException | undefined {
  if (!isBodyParserError(error)) return undefined;
  if (error.type === 'entity.parse.failed') {
    return new AppException(CommonErrorCode.INVALID_JSON, 'Request body is not valid JSON', HttpStatus.BAD_REQUEST);
  }
  if (error.type === 'entity.too.large') return bodyTooLarge(error.limit);
  // The form parser's own limits (set to ours in body-parsers.ts): same answers as for a JSON body.
  if (error.type === 'querystring.parse.rangeError') return fromShapeProblem('too-deep');
  if (error.type === 'parameters.too.many') return fromShapeProblem('too-many-values');
  return undefined;
}

/** The 413 for a body over BODY_LIMIT, however it was found out (its Content-Length, or what arrived). */
export function bodyTooLarge(limitBytes?: number): AppException {
  const limit = limitBytes ? ` of ${limitBytes} bytes` : '';
  return new AppException(CommonErrorCode.PAYLOAD_TOO_LARGE, `Request body exceeds the size limit${limit}`, HttpStatus.PAYLOAD_TOO_LARGE);
}

/** The 400 for a parsed body (or any input) beyond the shape limits. */
export function fromShapeProblem(problem: ShapeProblem): AppException {
  if (problem === 'too-deep') {
    return new AppException(
      CommonErrorCode.BODY_TOO_DEEP,
      `Request body is nested more than ${MAX_INPUT_DEPTH} levels deep`,
      HttpStatus.BAD_REQUEST,
    );
  }
  return new AppException(
    CommonErrorCode.BODY_TOO_MANY_VALUES,
    `Request body has more than ${MAX_INPUT_VALUES.toLocaleString('en-US')} fields and array elements`,
    HttpStatus.BAD_REQUEST,
  );
}
