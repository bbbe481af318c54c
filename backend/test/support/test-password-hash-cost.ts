/**
 * The scrypt work factor of every test stack (PASSWORD_HASH_COST, log2 of N): the same hashing code at 2^12
 * instead of production's 2^17 (about 0.3 s of CPU per sign-up or sign-in), which the suites' thousands of
 * sign-ups would otherwise pay. secrets-at-rest checks the production factor end to end.
 */
export const TEST_PASSWORD_HASH_COST = '12';
