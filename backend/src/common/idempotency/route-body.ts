import type { ExecutionContext, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { createValidationPipe } from '../validation.pipe';

const pipe = createValidationPipe();

/** The class of the handler's `@Body()` parameter, if it has one. */
function bodyTypeOf(context: ExecutionContext): Type<unknown> | undefined {
  const handler = context.getHandler().name;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler) ?? {}) as Record<string, { index: number }>;
  const body = Object.entries(args).find(([key]) => key.split(':')[0] === String(RouteParamtypes.BODY));
  if (!body) return undefined;
  const types = Reflect.getMetadata('design:paramtypes', context.getClass().prototype, handler) as Type<unknown>[] | undefined;
  return types?.[body[1].index];
}

/**
 * The body as the handler will get it (validated, trimmed and defaulted by its DTO), so two bodies that mean
 * the same request (`"  sale "` and `"sale"`) read as one; an invalid body is refused (400) before its key is taken.
 */
export async function validatedBodyOf(context: ExecutionContext, body: unknown): Promise<unknown> {
  const type = bodyTypeOf(context);
  if (!type || body === undefined) return body;
  return pipe.transform(body, { type: 'body', metatype: type, data: undefined });
}
