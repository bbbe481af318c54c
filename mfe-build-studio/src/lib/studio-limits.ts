/**
 * The server's Build Studio limits (backend `build-studio.constants.ts`, README "Limits and metering"),
 * shown before they are reached; the server still checks them and its answer says why when one is passed.
 */
export const PROJECT_MAX_FILES = 200;
export const PROMPT_MAX_CHARACTERS = 8_000;
