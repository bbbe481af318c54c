import type { EnvReader } from './env.reader';
import type { NodeEnv } from './config.constants';

/** OWASP's scrypt work factor, N = 2^17 (about 0.3 s and 128 MiB per hash): the least a site may use. */
export const PRODUCTION_PASSWORD_HASH_COST = 17;
/** Test stacks may go down to N = 2^12 (4 MiB, a few milliseconds): the same code path at a fraction of the CPU. */
const LEAST_TEST_PASSWORD_HASH_COST = 12;
/** The most a hash may cost; stored hashes are trusted only up to it (password-hashing.ts). */
export const MOST_PASSWORD_HASH_COST = 20;

/**
 * PASSWORD_HASH_COST, log2 of scrypt's N for new hashes (ARCHITECTURE.md §15): raising it rehashes each
 * password at its next sign-in. Below 17 only outside NODE_ENV=production, where the test stacks hash with
 * 12 so the thousands of sign-ups of a test run do not spend minutes of CPU on the work factor.
 */
export function readPasswordHashCost(read: EnvReader, nodeEnv: NodeEnv): number {
  const least = nodeEnv === 'production' ? PRODUCTION_PASSWORD_HASH_COST : LEAST_TEST_PASSWORD_HASH_COST;
  const cost = read.integer('PASSWORD_HASH_COST', PRODUCTION_PASSWORD_HASH_COST, { min: LEAST_TEST_PASSWORD_HASH_COST, max: MOST_PASSWORD_HASH_COST });
  if (cost < least) {
    read.errors.push(`PASSWORD_HASH_COST must be at least ${least} with NODE_ENV=production (got ${cost}); lower costs are for test stacks`);
    return PRODUCTION_PASSWORD_HASH_COST;
  }
  return cost;
}
