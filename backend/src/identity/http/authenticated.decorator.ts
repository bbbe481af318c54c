import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { BearerAuthGuard } from './bearer-auth.guard';

/** The route needs `Authorization: Bearer <session token>`; documents the 401 as well. */
export function Authenticated(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(BearerAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({
      type: ErrorBodyDto,
      description: 'UNAUTHORIZED: no token, or the session has expired or was ended',
    }),
  );
}
