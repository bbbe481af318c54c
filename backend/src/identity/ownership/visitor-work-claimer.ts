import type { EntityManager } from 'typeorm';

/**
 * A visitor's work changing hands: what a browser made under its visitor id (spec 000 §3's session id,
 * sent as X-Session-Id) becomes the account's that signed up or in with that id.
 */
export interface VisitorWorkClaim {
  visitorId: string;
  userId: string;
}

/**
 * One area's share of the claim (its conversations, projects, files…). `claim` runs in the transaction
 * it is given and moves only rows no account owns yet, so a second claim moves nothing and work another
 * account already holds is never taken. Answers how many rows moved.
 */
export interface VisitorWorkClaimer {
  readonly area: string;
  claim(claim: VisitorWorkClaim, tx: EntityManager): Promise<number>;
}
