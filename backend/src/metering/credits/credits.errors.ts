import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import type { CreditCurrency, CreditTier } from './credit-plans';

export enum CreditsErrorCode {
  INSUFFICIENT_CREDITS = 'INSUFFICIENT_CREDITS',
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

  /** The hold under this key was refunded (its generation failed, was never started, or its process died). */
  static released(): CreditsException {
    return new CreditsException(
      CreditsErrorCode.CHARGE_RELEASED,
      'The credits held for this request were refunded. Start again with a new idempotency key.',
      HttpStatus.CONFLICT,
    );
  }
}
