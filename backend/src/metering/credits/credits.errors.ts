import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import type { CreditCurrency, CreditTier } from './credit-plans';

export enum CreditsErrorCode {
  INSUFFICIENT_CREDITS = 'INSUFFICIENT_CREDITS',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  REQUEST_IN_PROGRESS = 'REQUEST_IN_PROGRESS',
  CHARGE_RELEASED = 'CHARGE_RELEASED',
}

/** Fields an answer carries besides `{statusCode, code, message}` (the shortfall of a 402). */
export type CreditsErrorDetails = Readonly<Record<string, string | number>>;

export interface Shortfall {
  currency: CreditCurrency;
  cost: number;
  balance: number;
  tier: CreditTier;
}

export class CreditsException extends AppException<CreditsErrorCode> {
  constructor(
    code: CreditsErrorCode,
    message: string,
    status: HttpStatus,
    readonly details: CreditsErrorDetails = {},
  ) {
    super(code, message, status);
  }

  /** 402 with what is missing, so the studio can open the pricing drawer on it. */
  static insufficient({ currency, cost, balance, tier }: Shortfall): CreditsException {
    const shortfall = cost - balance;
    return new CreditsException(
      CreditsErrorCode.INSUFFICIENT_CREDITS,
      `Not enough ${currency}: this costs ${cost} ${currency} and you have ${balance}. Upgrade your plan for more credits.`,
      HttpStatus.PAYMENT_REQUIRED,
      { currency, cost, balance, shortfall, tier },
    );
  }

  /** Stripe's rule: a key stands for one request; other parameters under it are a client bug. */
  static keyReused(): CreditsException {
    return new CreditsException(
      CreditsErrorCode.IDEMPOTENCY_KEY_REUSED,
      'This idempotency key was already used with a different request. Use a new key for a new request.',
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }

  static inProgress(): CreditsException {
    return new CreditsException(
      CreditsErrorCode.REQUEST_IN_PROGRESS,
      'A request with this idempotency key is still running. Try again in a moment.',
      HttpStatus.CONFLICT,
    );
  }

  /** The hold under this key was refunded (its generation failed, was never started, or its process died). */
  static released(): CreditsException {
    return new CreditsException(
      CreditsErrorCode.CHARGE_RELEASED,
      'The credits held for this request were refunded. Start again with a new idempotency key.',
      HttpStatus.CONFLICT,
    );
  }
}
