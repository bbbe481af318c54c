import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';

/**
 * A request header's value (undefined when absent), for a route that documents the header once with @ApiHeader.
 * Instead of Nest's `@Headers(name)`: @nestjs/swagger turns each of those into a header parameter of its own,
 * marked required and spelled as in the code, beside the one @ApiHeader declares (two `x-session-id`s, one of
 * them wrongly required, on every movie and music route); a custom parameter decorator is not documented by it.
 */
export const RequestHeader = createParamDecorator((name: string, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
});
