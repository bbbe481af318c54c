export type ChatRole = 'user' | 'assistant';

/** Spec 000 §3 landing chat message, plus what this screen tracks about each reply. */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** The reply failed and `content` explains why. */
  error?: boolean;
  /** The backend's X-Engine answer for a streamed reply. */
  engine?: string;
}
