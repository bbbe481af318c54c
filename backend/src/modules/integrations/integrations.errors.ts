import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { MAX_LIVE_KEYS } from './integrations.constants';

export enum IntegrationsErrorCode {
  KEY_NOT_FOUND = 'KEY_NOT_FOUND',
  TOO_MANY_KEYS = 'TOO_MANY_KEYS',
}

export class IntegrationsException extends AppException<IntegrationsErrorCode> {
  /** Also for someone else's key: whether an id exists is nobody else's business. */
  static keyNotFound(): IntegrationsException {
    return new IntegrationsException(IntegrationsErrorCode.KEY_NOT_FOUND, 'API key not found.', HttpStatus.NOT_FOUND);
  }

  static tooManyKeys(): IntegrationsException {
    return new IntegrationsException(
      IntegrationsErrorCode.TOO_MANY_KEYS,
      `You can have at most ${MAX_LIVE_KEYS} API keys. Revoke one you no longer use first.`,
      HttpStatus.CONFLICT,
    );
  }
}
