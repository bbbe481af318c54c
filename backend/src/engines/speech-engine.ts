import type { EngineDescriptor } from './engine-descriptor';

/** OpenAI's speech voices; the offline engine gives each a distinct espeak-ng voice and pitch. */
export const SPEECH_VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'onyx', 'nova', 'sage', 'shimmer', 'verse'] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];

/** OpenAI's speech formats, each with the Content-Type it is served as. */
export const SPEECH_CONTENT_TYPES = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  wav: 'audio/wav',
  pcm: 'audio/pcm',
} as const;
export type SpeechFormat = keyof typeof SPEECH_CONTENT_TYPES;
export const SPEECH_FORMATS = Object.keys(SPEECH_CONTENT_TYPES) as SpeechFormat[];

export interface SpeechRequest {
  input: string;
  voice: string;
  format: SpeechFormat;
  /** 0.25–4, 1 is the voice's own pace. */
  speed: number;
  instructions?: string;
  signal?: AbortSignal;
}

export interface SpeechResult {
  audio: Buffer;
  contentType: string;
}

export interface SpeechEngine {
  readonly engine: EngineDescriptor;
  speak(request: SpeechRequest): Promise<SpeechResult>;
}
