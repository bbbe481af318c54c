import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { OptionalBearerGuard } from './optional-bearer.guard';

/**
 * Open to visitors; a caller that sends `Authorization: Bearer <session token>` acts as its account, and a token
 * that is sent must be live. Documented as OpenAPI says it: bearer *or* nothing (`security: [{bearer: []}, {}]`),
 * so the document and the guard cannot disagree.
 */
export function OptionalAuthentication(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(OptionalBearerGuard),
    ApiBearerAuth(),
    ApiSecurity({}),
    ApiUnauthorizedResponse({
      type: ErrorBodyDto,
      description: 'UNAUTHORIZED / SESSION_REVOKED: a token was sent, but its session has expired or was ended',
    }),
  );
}
