import type { Caller } from '../../identity/http/caller.decorator';
import { effectivePlan } from '../plans/site-plans';
import type { QuotaCaller } from './quota-subject';

/** Accounts are counted by account at their plan (a running trial included); visitors by IP and browser session. */
export function quotaCallerOf(caller: Caller, sessionId: string, now = new Date()): QuotaCaller {
  return caller.user
    ? { kind: 'user', userId: caller.user.id, plan: effectivePlan(caller.user, now) }
    : { kind: 'visitor', ip: caller.ip, sessionId };
}
