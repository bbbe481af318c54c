/** The chat_conversations.title check allows 1 to 120 characters. */
export const CONVERSATION_TITLE_MAX_CHARACTERS = 120;
/** As long as a photo or video prompt may be (media's PROMPT_MAX_CHARACTERS). */
export const MEDIA_PROMPT_MAX_CHARACTERS = 4_000;
/** The conversation list shows this many; older ones stay stored. */
export const CONVERSATION_LIST_LIMIT = 100;
/** Restored with a conversation, newest first. */
export const CONVERSATION_MEDIA_LIMIT = 50;
/** How much of the first question names an untitled conversation. */
export const FIRST_MESSAGE_PREVIEW_CHARACTERS = 200;
