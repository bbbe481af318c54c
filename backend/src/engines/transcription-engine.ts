import type { EngineDescriptor } from './engine-descriptor';

/** OpenAI's transcription answer formats. */
export const TRANSCRIPTION_FORMATS = ['json', 'text', 'srt', 'verbose_json', 'vtt'] as const;
export type TranscriptionFormat = (typeof TRANSCRIPTION_FORMATS)[number];

export interface TranscriptionOptions {
  filename: string;
  contentType: string;
  signal?: AbortSignal;
  /** ISO-639-1, passed to the provider. */
  language?: string;
  /** Text the provider may continue from. */
  prompt?: string;
  temperature?: number;
  /** Asks the provider for this answer format (json when unset); anything but json comes back as `formatted`. */
  responseFormat?: TranscriptionFormat;
}

export interface TranscriptionResult {
  text: string;
  engine: EngineDescriptor;
  /** The provider's answer as it sent it, when a format other than json was asked for. */
  formatted?: { body: string; contentType: string };
}

export interface TranscriptionEngine {
  readonly engine: EngineDescriptor;
  transcribe(audio: Buffer, options: TranscriptionOptions): Promise<TranscriptionResult>;
}
