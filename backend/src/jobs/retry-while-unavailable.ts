import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../common/database-unavailable';

/** Tries again after 0.5 s, then less and less often, at most every 5 s (README, "Jobs and database outages"). */
export const OUTAGE_RETRY_DELAYS = { waitMs: 500, maxWaitMs: 5_000 } as const;

export interface RetryWhileUnavailableOptions {
  /** Stops the retries: the last error is thrown. */
  signal: AbortSignal;
  /** First wait; doubles after each try up to `maxWaitMs`. */
  waitMs: number;
  maxWaitMs: number;
  /** Told of each failed try that will be tried again. */
  onRetry?: (error: unknown, tries: number) => void;
}

/**
 * Runs `write` until it succeeds, trying again while it fails because the database is unreachable
 * (common/database-unavailable.ts): a job's outcome is worth keeping through an outage rather than
 * redoing the work. Any other error, or `signal` aborting, ends it with that error.
 */
export async function retryWhileUnavailable<T>(write: () => Promise<T>, options: RetryWhileUnavailableOptions): Promise<T> {
  let waitMs = options.waitMs;
  for (let tries = 1; ; tries += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || options.signal.aborted) throw error;
      options.onRetry?.(error, tries);
      await sleep(waitMs, undefined, { signal: options.signal }).catch(() => {
        throw error;
      });
      waitMs = Math.min(waitMs * 2, options.maxWaitMs);
    }
  }
}
