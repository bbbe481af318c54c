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
  /** Spec 000 §3: the filename of the image whose analysis was sent with this user message. */
  imageContext?: string;
}

/** Spec 000 §3 image context: what POST /analyze-image answered. */
export interface ImageContext {
  analysis: string;
  filename: string;
}

/** The engine that produced a photo or video (media API contract). */
export interface EngineDescriptor {
  provider: string;
  model: string;
  label: string;
}

export interface PhotoResult {
  kind: 'photo';
  id: string;
  prompt: string;
  url: string;
  engine: EngineDescriptor | null;
}

export interface VideoResult {
  kind: 'video';
  id: string;
  prompt: string;
  url: string;
  engine: EngineDescriptor | null;
}

export type GenerationResult = PhotoResult | VideoResult;
