/** Most messages one chat completion may carry, and most characters all of their text together. */
export const MAX_MESSAGES = 100;
export const MAX_CONVERSATION_CHARACTERS = 32_000;
/** Most images one chat completion may attach (each analysed by the vision engine), and their size once decoded. */
export const MAX_IMAGE_PARTS = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Tokens held for each image's description while it is made (after the key and plan are checked); what the
 * description does not use goes to the answer, and what the answer does not use is given back on settling.
 */
export const IMAGE_DESCRIPTION_TOKENS = 512;
/** Most images one /images/generations call may ask for; each is metered as one image. */
export const MAX_IMAGES_PER_CALL = 4;
export const MAX_IMAGE_PROMPT_CHARACTERS = 4_000;
export const MODEL_ID_MAX_CHARACTERS = 200;
/** Sizes OpenAI's image API names; every engine here renders each of them. */
export const IMAGE_SIZES = ['256x256', '512x512', '1024x1024', '1024x1536', '1536x1024', '1792x1024', '1024x1792'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** What `created` says for every model: the day this API first served them (OpenAI's field is a Unix time). */
export const MODELS_CREATED_AT = 1_795_305_600;
/** OpenAI's limits: at most 128 choices per completion and 128 tools per request. */
export const MAX_CHOICES = 128;
export const MAX_TOOLS = 128;
/** OpenAI's limits for /audio/speech. */
export const MAX_SPEECH_INPUT_CHARACTERS = 4_096;
export const MAX_SPEECH_INSTRUCTIONS_CHARACTERS = 4_096;
/** OpenAI's upload limit for /audio/transcriptions. */
export const MAX_TRANSCRIPTION_BYTES = 25 * 1024 * 1024;
/** Most inputs one /embeddings call may carry, and most characters all of them together. */
export const MAX_EMBEDDING_INPUTS = 2_048;
export const MAX_EMBEDDING_CHARACTERS = 100_000;
