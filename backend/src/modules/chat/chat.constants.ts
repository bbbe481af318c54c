export const MESSAGE_MAX_CHARACTERS = 8_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
/** Stored messages of earlier turns sent to the engine as context. */
export const CONTEXT_MESSAGES = 20;
/** Messages `GET /api/chat/history` restores. */
export const HISTORY_MESSAGES = 100;
/** A turn still unanswered after this long was cut off (e.g. by a restart); its key may be used again. */
export const STALE_TURN_MS = 10 * 60_000;

export interface ChatStreamSettings {
  /** A comment frame keeps proxies and the browser from timing out an idle stream. */
  heartbeatMs: number;
  /** How long the answer waits for the engine's first piece before committing to 200 and streaming. */
  firstPieceGraceMs: number;
}

export const CHAT_STREAM_SETTINGS = Symbol('CHAT_STREAM_SETTINGS');
export const DEFAULT_CHAT_STREAM_SETTINGS: ChatStreamSettings = { heartbeatMs: 15_000, firstPieceGraceMs: 15_000 };
