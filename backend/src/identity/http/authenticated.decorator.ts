import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-route.decorator';
import { BearerAuthGuard } from './bearer-auth.guard';

/** The 401 of a route that needs a session token, also where the route checks the token itself. */
export const UNAUTHORIZED = 'UNAUTHORIZED: no token, or the session has expired or was ended';

/** The route needs `Authorization: Bearer <session token>`; documents the 401 as well. */
export function Authenticated(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(BearerAuthGuard), ApiBearerAuth(), ApiErrors({ 401: UNAUTHORIZED }));
}
