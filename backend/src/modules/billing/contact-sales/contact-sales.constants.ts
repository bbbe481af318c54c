/** Field limits of the Contact sales form (the frontend shows the same). */
export const SALES_NAME_MAX = 100;
export const SALES_COMPANY_MAX = 120;
export const SALES_MESSAGE_MAX = 2000;
/** Plans a visitor can ask sales about. */
export const SALES_PLANS = ['elite', 'custom'] as const;
export type SalesPlan = (typeof SALES_PLANS)[number];

/** Per address (or account): a burst of 3, then one more every 10 minutes, and 10 a day across processes. */
export const SALES_BURST_CAPACITY = 3;
export const SALES_BURST_REFILL_PER_SECOND = 1 / 600;
export const SALES_DAILY_LIMIT = 10;

export const SALES_INQUIRY_RECEIVED = 'Thanks! Our sales team will get back to you within one business day.';
