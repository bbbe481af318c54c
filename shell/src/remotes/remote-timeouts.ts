/** ARCHITECTURE.md §2: a refused remote shows its fallback within 0.5 s, a hung one within 5 s. */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;
export const REMOTES_JSON_TIMEOUT_MS = 3000;
