export const GATEWAY_PROMPT_MAX_CHARACTERS = 4_000;
export const API_KEY_MAX_CHARACTERS = 200;
/** Most text tokens one call may produce; a nearly spent plan gets a shorter answer, not a refusal. */
export const MAX_OUTPUT_TOKENS = 1_024;
export type GatewayCapability = 'text' | 'photo' | 'video';
/** The gateway's own time (total minus the engine's), in milliseconds, on every answer. */
export const GATEWAY_TIME_HEADER = 'X-Gateway-Time-Ms';
