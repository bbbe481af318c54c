import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';
import { MAX_LIVE_KEYS } from './integrations.constants';

export const IntegrationsException = errorFamily('IntegrationsException', {
  /** Also for someone else's key: whether an id exists is nobody else's business. */
  keyNotFound: answer('KEY_NOT_FOUND', HttpStatus.NOT_FOUND, 'API key not found.'),
  tooManyKeys: answer('TOO_MANY_KEYS', HttpStatus.CONFLICT, `You can have at most ${MAX_LIVE_KEYS} API keys. Revoke one you no longer use first.`),
});
export type IntegrationsException = InstanceType<typeof IntegrationsException>;
