import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/app.exception';
import { CommonErrorCode } from '../../../common/common-error-code.enum';

/**
 * An error that names the request field at fault, as OpenAI's `param` does (the envelope reads `details.param`,
 * see common/openai-error-envelope.ts): the SDKs and their users see which field to fix.
 */
export function withParam(error: AppException, param: string): AppException {
  return new AppException(error.code, error.message, error.getStatus(), error.headers, { ...error.details, param });
}

/** A 400 for a value OpenAI's API would refuse, naming the field. */
export function invalidParam(param: string, message: string): AppException {
  return new AppException(CommonErrorCode.VALIDATION_FAILED, message, HttpStatus.BAD_REQUEST, {}, { param });
}
