import type { Caller } from '../identity/http/caller.decorator';
import type { QuotaCaller } from './quota-subject';

/** Accounts are counted by account at their plan; visitors by IP and browser session. */
export function quotaCallerOf(caller: Caller, sessionId: string): QuotaCaller {
  return caller.user
    ? { kind: 'user', userId: caller.user.id, plan: caller.user.plan }
    : { kind: 'visitor', ip: caller.ip, sessionId };
}
