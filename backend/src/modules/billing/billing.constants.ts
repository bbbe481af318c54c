/** Where Account → Billing would offer a card: said plainly, since nothing can be bought yet. */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Online payments are not available yet, so nothing is ever charged. Trials need no credit card.';

/** The daily meters Account → Billing reports, by capability. */
export const DAILY_USAGE_METERS = { chat: 'daily.chat', photo: 'daily.photo', video: 'daily.video' } as const;
