/** Prompts for photo and video generation. */
export const PROMPT_MAX_CHARACTERS = 4_000;
/** Uploads to /api/transcribe and /api/analyze-image are read into memory, so they are kept small. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';
/** A media id is never reused for other bytes, so a stored file may be cached for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
