import type { ChatHistoryMessageDto, EngineDto, ImageAnalysisResponseDto } from '@atelier/api-types';

export type ChatRole = ChatHistoryMessageDto['role'];

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
export type ImageContext = ImageAnalysisResponseDto;

/** What a generation made, photo or video alike. */
interface GeneratedMedia {
  id: string;
  prompt: string;
  url: string;
  engine: EngineDto | null;
  /** The stored file (GET /api/media/{id}): what Download saves and what the conversation keeps. */
  mediaId?: string;
}

export interface PhotoResult extends GeneratedMedia {
  kind: 'photo';
}

export interface VideoResult extends GeneratedMedia {
  kind: 'video';
}

export type GenerationResult = PhotoResult | VideoResult;
