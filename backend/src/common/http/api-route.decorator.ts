import { HttpStatus, type Type, applyDecorators } from '@nestjs/common';
import { ApiOperation, type ApiOperationOptions, ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../error-body.dto';

/** An error answer: what it means, with the `{ statusCode, code, message }` body, or with a body of its own. */
export type ErrorAnswer = string | { type: Type<unknown>; description: string };

/** A route's error answers by status (one row per status, as the OpenAPI document has them). */
export type ErrorAnswers = Partial<Record<HttpStatus, ErrorAnswer>>;

/**
 * A route's success answer: the class of its 200 body, or its status (and body, and what it means). `null` where
 * another decorator documents it (a durable request, an event stream, a file).
 */
export type SuccessAnswer = Type<unknown> | { status?: HttpStatus; type?: Type<unknown>; isArray?: boolean; description?: string } | null;

/** Error answers that all have the same body of their own (an area whose errors are not `{ statusCode, code, message }`). */
export function withBody(type: Type<unknown>, descriptions: Partial<Record<HttpStatus, string>>): ErrorAnswers {
  return Object.fromEntries(Object.entries(descriptions).map(([status, description]) => [status, { type, description }]));
}

/** Documents a route's error answers; every one has `ErrorBodyDto` unless it names its own body. */
export function ApiErrors(errors: ErrorAnswers): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(errors).map(([status, answer]) =>
      ApiResponse(typeof answer === 'string' ? { status: Number(status), type: ErrorBodyDto, description: answer } : { status: Number(status), ...answer }),
    ),
  );
}

/**
 * The one way a route is documented: what it does (a summary, or `{ summary, description }`), its success answer
 * and its error answers by status, so each handler carries one compact block instead of a stack of decorators.
 */
export function ApiRoute(operation: string | ApiOperationOptions, success: SuccessAnswer, errors: ErrorAnswers = {}): MethodDecorator {
  return applyDecorators(
    ApiOperation(typeof operation === 'string' ? { summary: operation } : operation),
    ...(success === null ? [] : [ApiResponse(typeof success === 'function' ? { status: HttpStatus.OK, type: success } : { status: HttpStatus.OK, ...success })]),
    ApiErrors(errors),
  );
}
