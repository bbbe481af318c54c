import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';

export enum EntitlementErrorCode {
  PLAN_REQUIRED = 'PLAN_REQUIRED',
}

/** The account's plan (trial included) lacks what was asked; the message names the plan that has it. */
export class EntitlementException extends AppException<EntitlementErrorCode> {
  static planRequired(message: string): EntitlementException {
    return new EntitlementException(EntitlementErrorCode.PLAN_REQUIRED, message, HttpStatus.FORBIDDEN);
  }
}
