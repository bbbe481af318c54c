import { HttpStatus, type Type, applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiRoute, withBody } from '../../common/http/api-route.decorator';
import { AuthResponseDto } from '../dto/auth-response.dto';
import { CLIENT_ID_HEADER_DOC, VISITOR_ID_HEADER_DOC } from './client.decorator';

// What sign-up and sign-in answer, documented once for /api/auth and /api/integrations/auth (the same
// accounts and sessions; each area names the shape of its error body). Listed bottom first, as the
// decorators stood above the handler, so the OpenAPI document keeps its order.

/** POST …/signup: 201 with a session, 409 EMAIL_TAKEN, 400 WEAK_PASSWORD or VALIDATION_FAILED. */
export function SignupDocs(summary: string, errorBody: Type<unknown>): MethodDecorator {
  return applyDecorators(
    ApiHeader(VISITOR_ID_HEADER_DOC),
    ApiRoute(summary, { status: HttpStatus.CREATED, type: AuthResponseDto }, withBody(errorBody, { 400: 'WEAK_PASSWORD or VALIDATION_FAILED', 409: 'EMAIL_TAKEN' })),
  );
}

/** POST …/login: 200 with a session, 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS with Retry-After. */
export function LoginDocs(summary: string, errorBody: Type<unknown>): MethodDecorator {
  return applyDecorators(
    ApiHeader(VISITOR_ID_HEADER_DOC),
    ApiHeader(CLIENT_ID_HEADER_DOC),
    ApiRoute(summary, AuthResponseDto, withBody(errorBody, { 401: 'INVALID_CREDENTIALS', 429: 'TOO_MANY_ATTEMPTS, with Retry-After (seconds)' })),
  );
}
