export const MESSAGE_MAX_CHARACTERS = 8_000;
/** Stored messages of earlier turns sent to the engine as context. */
export const CONTEXT_MESSAGES = 20;
/** Messages `GET /api/chat/history` restores. */
export const HISTORY_MESSAGES = 100;

export interface ChatStreamSettings {
  /** A comment frame keeps proxies and the browser from timing out an idle stream. */
  heartbeatMs: number;
  /** How long the answer waits for the engine's first piece before committing to 200 and streaming. */
  firstPieceGraceMs: number;
}

export const CHAT_STREAM_SETTINGS = Symbol('CHAT_STREAM_SETTINGS');
export const DEFAULT_CHAT_STREAM_SETTINGS: ChatStreamSettings = { heartbeatMs: 15_000, firstPieceGraceMs: 15_000 };
