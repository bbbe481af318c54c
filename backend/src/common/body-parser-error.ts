import { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception';
import { CommonErrorCode } from './common-error-code.enum';

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
  if (error.type === 'entity.too.large') {
    const limit = error.limit ? ` of ${error.limit} bytes` : '';
    return new AppException(
      CommonErrorCode.PAYLOAD_TOO_LARGE,
      `Request body exceeds the size limit${limit}`,
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
  return undefined;
}
