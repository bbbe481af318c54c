import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppException } from './app.exception';
import { CommonErrorCode } from './common-error-code.enum';

/** Flattens nested class-validator errors into `address.city must be a string`-style lines. */
export function describeValidationErrors(errors: readonly ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const property = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      // class-validator names the leaf property only; prefix the path for nested objects.
      parent && text.startsWith(error.property) ? `${parent}.${text}` : text,
    );
    return [...own, ...describeValidationErrors(error.children ?? [], property)];
  });
}

/** The global pipe: unknown fields are rejected, every problem is listed in one 400 answer. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new AppException(
        CommonErrorCode.VALIDATION_FAILED,
        describeValidationErrors(errors).join('; ') || 'Request is invalid',
        HttpStatus.BAD_REQUEST,
      ),
  });
}
