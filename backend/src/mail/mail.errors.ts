import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';
import { fixedAnswer } from '../common/fixed-answer';

export enum MailErrorCode {
  MAIL_NOT_SENT = 'MAIL_NOT_SENT',
}

export class MailException extends AppException<MailErrorCode> {
  static notSent = fixedAnswer(
    MailException, MailErrorCode.MAIL_NOT_SENT, HttpStatus.SERVICE_UNAVAILABLE,
    'We could not send the email right now. Please try again in a few minutes.',
  );
}
