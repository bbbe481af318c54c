import type { ErrorAnswers } from '../../common/http/api-route.decorator';
import { InsufficientCreditsDto } from './dto/charge-response.dto';

/** 402: the balance is short of the cost; the body says by how much. */
export const INSUFFICIENT_CREDITS_ANSWER = { type: InsufficientCreditsDto, description: 'INSUFFICIENT_CREDITS, with the shortfall' };

/** What a route that runs under a credit charge answers when the charge is refused, released or its key reused. */
export const CHARGED_ROUTE_ERRORS: ErrorAnswers = {
  402: INSUFFICIENT_CREDITS_ANSWER,
  409: 'CHARGE_RELEASED: the credits held under this key were refunded; start again with a new key',
  422: 'IDEMPOTENCY_KEY_REUSED',
};
