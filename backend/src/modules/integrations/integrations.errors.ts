import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { fixedAnswer } from '../../common/fixed-answer';
import { MAX_LIVE_KEYS } from './integrations.constants';

export enum IntegrationsErrorCode {
  KEY_NOT_FOUND = 'KEY_NOT_FOUND',
  TOO_MANY_KEYS = 'TOO_MANY_KEYS',
}

export class IntegrationsException extends AppException<IntegrationsErrorCode> {
  /** Also for someone else's key: whether an id exists is nobody else's business. */
  static keyNotFound = fixedAnswer(IntegrationsException, IntegrationsErrorCode.KEY_NOT_FOUND, HttpStatus.NOT_FOUND, 'API key not found.');

  static tooManyKeys = fixedAnswer(
    IntegrationsException, IntegrationsErrorCode.TOO_MANY_KEYS, HttpStatus.CONFLICT,
    `You can have at most ${MAX_LIVE_KEYS} API keys. Revoke one you no longer use first.`,
  );
}
