/** The counter's state right after this attempt was counted, read with the database's clock. */
export interface ThrottleCount {
  count: number;
  windowEndsAt: Date;
  now: Date;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1): the Retry-After value. */
  retryAfterSeconds: number;
}

/** Fixed windows: the first attempt opens one; up to `limit` attempts pass until it ends. */
export function decideThrottle(state: ThrottleCount, limit: number): ThrottleDecision {
  const remainingMs = state.windowEndsAt.getTime() - state.now.getTime();
  return { allowed: state.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** "Try again in N minutes", rounded up so the person never comes back too early. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
