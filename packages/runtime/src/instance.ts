import { randomId } from './session/session-id';

/**
 * Made once when this module is evaluated. Module Federation shares the runtime as a singleton,
 * so the shell and every remote must see the same value; the e2e tests check exactly that.
 */
export const RUNTIME_INSTANCE_ID = randomId(12);
