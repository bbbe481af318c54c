import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily, retryAfter } from '../../../common/error-family';

export const ContactSalesException = errorFamily('ContactSalesException', {
  rateLimited: answer(
    'RATE_LIMITED',
    HttpStatus.TOO_MANY_REQUESTS,
    (_retryAfterSeconds: number) => 'Too many messages to sales from here. Please try again later.',
    retryAfter,
  ),
});
export type ContactSalesException = InstanceType<typeof ContactSalesException>;
