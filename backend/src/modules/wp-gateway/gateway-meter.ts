/** A reservation of metered usage: settled with what was used, or released in full when the work failed. */
export interface Reservation {
  release(): Promise<void>;
}

export interface TokenReservation extends Reservation {
  /** Tokens the answer may use. */
  outputBudget: number;
  /** Keeps `used` tokens (prompt and answer) and gives back the rest. */
  settle(used: number): Promise<void>;
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

/** Release and settle run at most once, whatever the caller does after an error. */
export function once(action: () => Promise<void>): () => Promise<void> {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await action();
  };
}
