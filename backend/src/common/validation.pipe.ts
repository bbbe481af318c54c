import { type ArgumentMetadata, HttpStatus, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { ValidationError, getMetadataStorage } from 'class-validator';
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

/** The properties a DTO class validates (its own and inherited), by name: the fields its whitelist keeps. */
const declaredFieldsByClass = new WeakMap<object, ReadonlySet<string>>();

function declaredFields(metatype: ArgumentMetadata['metatype']): ReadonlySet<string> | undefined {
  if (!metatype || !expectsObject(metatype)) return undefined;
  let fields = declaredFieldsByClass.get(metatype);
  if (!fields) {
    // As class-validator's whitelist reads them (no groups, `always` unset: this pipe uses neither).
    fields = new Set(getMetadataStorage().getTargetValidationMetadatas(metatype, '', false, false).map((rule) => rule.propertyName));
    declaredFieldsByClass.set(metatype, fields);
  }
  return fields.size > 0 ? fields : undefined;
}

/**
 * The top-level fields of a plain-object input that its DTO does not declare, in the input's order, with the
 * input without them; none when the DTO declares nothing (class-validator then has no whitelist to apply).
 * `__proto__` and `constructor` are left out as class-transformer leaves them out: they never reach the whitelist.
 */
function splitUnknownFields(value: unknown, metadata: ArgumentMetadata): { unknown: string[]; known: Record<string, unknown> } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || metadata.type === 'custom') return undefined;
  const fields = declaredFields(metadata.metatype);
  if (!fields) return undefined;
  const keys = Object.keys(value).filter((key) => key !== '__proto__' && key !== 'constructor');
  const unknown = keys.filter((key) => !fields.has(key));
  // Most requests have none: nothing is copied for them.
  if (unknown.length === 0) return undefined;
  const record = value as Record<string, unknown>;
  return { unknown, known: Object.fromEntries(keys.filter((key) => fields.has(key)).map((key) => [key, record[key]])) };
}

/** What a pipe's exception factory gives `catch` instead of an answer: class-validator's errors as they were. */
class RawValidationErrors {
  constructor(readonly errors: ValidationError[]) {}
}

/** class-validator's own whitelist error for a field its DTO does not declare. */
function unknownFieldError(property: string, value: unknown): ValidationError {
  const error = new ValidationError();
  error.property = property;
  error.value = value;
  error.constraints = { whitelistValidation: `property ${property} should not exist` };
  return error;
}

/**
 * The global pipe: input rules first, then the DTO's; unknown fields are rejected (dropped for a DTO marked
 * IgnoresUnknownFields), problems listed in one 400 answer that names the first field.
 *
 * Unknown top-level fields are found here, before class-transformer copies the input into the DTO: a body or query
 * of thousands of them took class-transformer and the whitelist ~30 ms of CPU to refuse (or, for a lenient DTO, to
 * drop); the answer is the same — class-validator lists the whitelist's problems first, then the declared fields'
 * — with the declared fields validated alone.
 */
class AppValidationPipe extends ValidationPipe {
  constructor(
    options: ValidationPipeOptions,
    private readonly lenient: ValidationPipe,
    /** This pipe's rules with an exception factory that hands back class-validator's errors as they are. */
    private readonly declaredOnly: ValidationPipe,
    private readonly refuse: (errors: ValidationError[]) => unknown,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    refuseMalformedInput(value, metadata);
    const split = splitUnknownFields(value, metadata);
    if (ignoresUnknownFields(metadata.metatype)) return this.lenient.transform(split ? split.known : value, metadata);
    if (!split) return super.transform(value, metadata);
    const declared = await this.declaredOnly.transform(split.known, metadata).then(
      () => [],
      (error: unknown) => {
        if (error instanceof RawValidationErrors) return error.errors;
        throw error;
      },
    );
    const record = value as Record<string, unknown>;
    throw this.refuse([...split.unknown.map((property) => unknownFieldError(property, record[property])), ...declared]);
  }
}

export function createValidationPipe(): ValidationPipe {
  const refuse = (errors: ValidationError[]) =>
    validationFailed(summarizeProblems(describeValidationErrors(errors)) || 'Request is invalid', paramOf(errors));
  const options: ValidationPipeOptions = { whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory: refuse };
  return new AppValidationPipe(
    options,
    new ValidationPipe({ ...options, forbidNonWhitelisted: false }),
    new ValidationPipe({ ...options, exceptionFactory: (errors) => new RawValidationErrors(errors) }),
    refuse,
  );
}
