import type { ErrorAnswers } from '../../common/http/api-route.decorator';
import { InsufficientCreditsDto } from './dto/charge-response.dto';

/** What a route that runs under a credit charge answers when the charge is refused, released or its key reused. */
export const CHARGED_ROUTE_ERRORS: ErrorAnswers = {
  402: { type: InsufficientCreditsDto, description: 'INSUFFICIENT_CREDITS, with the shortfall' },
  409: 'CHARGE_RELEASED: the credits held under this key were refunded; start again with a new key',
  422: 'IDEMPOTENCY_KEY_REUSED',
};
