import { getSessionId } from '@atelier/runtime';

/** Every studio request names its browser session: visitors' quota and cached answers belong to it. */
export const sessionHeaders = (): Record<string, string> => ({ 'X-Session-Id': getSessionId() });
