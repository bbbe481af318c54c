import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily, retryAfter } from '../../common/error-family';

export const GENERIC_ENGINE_FAILURE = 'The AI engine could not finish this request. Your credits were refunded. Please try again.';

export const MarketingException = errorFamily('MarketingException', {
  artifactNotFound: answer('ARTIFACT_NOT_FOUND', HttpStatus.NOT_FOUND, 'Artifact not found.'),
  invalidCharge: answer('INVALID_CHARGE', HttpStatus.BAD_REQUEST),
  rateLimited: answer('RATE_LIMITED', HttpStatus.TOO_MANY_REQUESTS, (_retryAfterSeconds: number) => 'Too many analytics events. Try again shortly.', retryAfter),
});
export type MarketingException = InstanceType<typeof MarketingException>;
