import type { ProjectLimits } from '../../engines/code/project-workspace';

/**
 * Build Studio's limits (README "Build Studio"). A project is at most 200 files and 512 KB of text,
 * so a whole project, its conversation and an image fit in one request under the default 1 MB
 * BODY_LIMIT; paths are at most 256 characters (project-paths.ts).
 */
export const PROJECT_LIMITS: ProjectLimits = { maxFiles: 200, maxTotalBytes: 512 * 1024 };

export const PROMPT_MAX_CHARACTERS = 8_000;
/** An attached image, decoded: PNG, JPEG, GIF or WebP by content. */
export const ATTACHMENT_MAX_BYTES = 256 * 1024;
/** Base64 of ATTACHMENT_MAX_BYTES, rounded up to whole groups of four. */
export const ATTACHMENT_MAX_BASE64 = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;
/** Conversation history: entries accepted in a request, and text per part. */
export const HISTORY_MAX_ENTRIES = 200;
export const HISTORY_PART_MAX_CHARACTERS = 20_000;
export const HISTORY_MAX_PARTS = 8;
/** History entries the engine sees: 'Basic code generation' (Free) and 'Advanced' (Pro, Studio). */
export const ENGINE_HISTORY_ENTRIES = { basic: 10, advanced: 40 } as const;

export const PROJECT_NAME_MAX_CHARACTERS = 100;
export const DEFAULT_PROJECT_NAME = 'New Project';
/** Saved projects per account. */
export const MAX_PROJECTS_PER_ACCOUNT = 100;
/** Versions moved in with a browser project ("move into my account"). */
export const MAX_IMPORTED_VERSIONS = 50;
export const VERSION_MESSAGE_MAX_CHARACTERS = 500;
/** Versions listed at once (newest first). */
export const VERSIONS_LISTED = 200;

/** A finished generation's files stay this long for the whole-file fallback of a patch that did not apply. */
export const GENERATION_CACHE_MS = 10 * 60_000;
export const GENERATION_CACHE_ENTRIES = 200;

/** Proxied requests to a running app. */
export const RUN_REQUEST_BODY_MAX_CHARACTERS = 256 * 1024;
