import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception';

export enum MailErrorCode {
  MAIL_NOT_SENT = 'MAIL_NOT_SENT',
}

export class MailException extends AppException<MailErrorCode> {
  static notSent(): MailException {
    return new MailException(
      MailErrorCode.MAIL_NOT_SENT,
      'We could not send the email right now. Please try again in a few minutes.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}
