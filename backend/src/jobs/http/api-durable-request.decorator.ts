import { type Type, applyDecorators } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOkResponse } from '@nestjs/swagger';

/**
 * How a durable request is documented (ARCHITECTURE §7), the same for every area: the `Prefer` header, the
 * 200 with the finished work, and the 202 with the job to follow when the client asks for it.
 */
export function ApiDurableRequest(answers: { done: Type<unknown>; accepted: Type<unknown> }): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiHeader({ name: 'Prefer', required: false, description: '`respond-async`: answer 202 with the job at once instead of waiting for it' }),
    ApiOkResponse({ type: answers.done }),
    ApiAcceptedResponse({ type: answers.accepted, description: 'With Prefer: respond-async; follow the job at GET /api/jobs/{job_id}/events' }),
  );
}
