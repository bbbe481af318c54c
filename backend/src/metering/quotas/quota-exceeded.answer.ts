import { QuotaExceededDto } from './quota-exceeded.dto';

/** The 429 of a daily quota that says when the allowance is back (for `ApiRoute`'s error answers). */
export const QUOTA_EXCEEDED_ANSWER = { type: QuotaExceededDto, description: 'QUOTA_EXCEEDED, with Retry-After and resetsAt' };
