import type { Reservation } from '../../metering/reservation';

export interface TokenReservation extends Reservation {
  /** Tokens the answer may use. */
  outputBudget: number;
}

/** Who pays for a gateway call: an account's API key (monthly plan) or the public demo key (daily per visitor). */
export interface GatewayMeter {
  readonly kind: 'key' | 'demo';
  /** Throws 429 when not even the prompt fits. */
  reserveTokens(promptTokens: number): Promise<TokenReservation>;
  /** Throws 429 when the allowance is used up. */
  reserveUnit(capability: 'photo' | 'video'): Promise<Reservation>;
  /** The account that owns generated files, when there is one (known once a reservation succeeded). */
  readonly ownerUserId: string | null;
}
