import { type ArgumentMetadata, HttpStatus, type ValidationError, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { AppException } from './app.exception';
import { fromShapeProblem } from './body-parser-error';
import { CommonErrorCode } from './common-error-code.enum';
import { findShapeProblem } from './input-shape';
import { describeTextProblem, findDisallowedText } from './text-rules';
import { paramOf } from './validation-param';

/** Enough to fix a request by; a body of thousands of unknown fields must not answer with a megabyte of text. */
const MAX_LISTED_PROBLEMS = 20;

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

/** The first MAX_LISTED_PROBLEMS lines, then how many more there are. */
export function summarizeProblems(lines: readonly string[]): string {
  if (lines.length <= MAX_LISTED_PROBLEMS) return lines.join('; ');
  return `${lines.slice(0, MAX_LISTED_PROBLEMS).join('; ')}; and ${lines.length - MAX_LISTED_PROBLEMS} more problems`;
}

/** A 400 that also knows which field it is about, for OpenAI's `error.param` (see openai-error-envelope.ts). */
export class ValidationFailedException extends AppException {
  constructor(
    message: string,
    readonly param: string | null = null,
  ) {
    super(CommonErrorCode.VALIDATION_FAILED, message, HttpStatus.BAD_REQUEST);
  }
}

function validationFailed(message: string, param: string | null = null): AppException {
  return new ValidationFailedException(message, param);
}

const IGNORES_UNKNOWN_FIELDS = Symbol('ignores unknown fields');

/**
 * On a body DTO: fields it does not declare are dropped instead of refused. Only for protocols whose clients
 * send fields added after the DTO was written and expect them ignored (OpenAI's Chat Completions: its SDKs
 * grow new request fields every release); every other body keeps refusing what it does not know.
 */
export function IgnoresUnknownFields(): ClassDecorator {
  return (target) => Reflect.defineMetadata(IGNORES_UNKNOWN_FIELDS, true, target);
}

function ignoresUnknownFields(metatype: ArgumentMetadata['metatype']): boolean {
  return typeof metatype === 'function' && Reflect.getMetadata(IGNORES_UNKNOWN_FIELDS, metatype) === true;
}

/**
 * Rules every input obeys whatever its DTO says, checked on the raw value before class-transformer sees it:
 * bounded shape (again here for bodies no body parser read, e.g. multipart fields), an object body where
 * the DTO is an object, and text that is well-formed Unicode without control characters (values and names).
 */
export function refuseMalformedInput(value: unknown, metadata: ArgumentMetadata): void {
  if (metadata.type === 'custom') return;
  const shape = findShapeProblem(value);
  if (shape) throw fromShapeProblem(shape);
  if (metadata.type === 'body' && !metadata.data && Array.isArray(value) && expectsObject(metadata.metatype)) {
    throw validationFailed('the request body must be a JSON object');
  }
  const text = findDisallowedText(value, metadata.data ?? '');
  if (text) throw validationFailed(describeTextProblem(text));
}

function expectsObject(metatype: ArgumentMetadata['metatype']): boolean {
  return typeof metatype === 'function' && ![Array, Object, String, Number, Boolean].includes(metatype as never);
}

/**
 * The global pipe: input rules first, then the DTO's; unknown fields are rejected (dropped for a DTO marked
 * IgnoresUnknownFields), problems listed in one 400 answer that names the first field.
 */
class AppValidationPipe extends ValidationPipe {
  constructor(
    options: ValidationPipeOptions,
    private readonly lenient: ValidationPipe,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    refuseMalformedInput(value, metadata);
    if (ignoresUnknownFields(metadata.metatype)) return this.lenient.transform(value, metadata);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  const options: ValidationPipeOptions = {
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      validationFailed(summarizeProblems(describeValidationErrors(errors)) || 'Request is invalid', paramOf(errors)),
  };
  return new AppValidationPipe(options, new ValidationPipe({ ...options, forbidNonWhitelisted: false }));
}
