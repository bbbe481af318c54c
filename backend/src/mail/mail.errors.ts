import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../common/error-family';

export const MailException = errorFamily('MailException', {
  notSent: answer('MAIL_NOT_SENT', HttpStatus.SERVICE_UNAVAILABLE, 'We could not send the email right now. Please try again in a few minutes.'),
});
export type MailException = InstanceType<typeof MailException>;
