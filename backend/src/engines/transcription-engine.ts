import type { EngineDescriptor } from './engine-descriptor';

export interface TranscriptionOptions {
  filename: string;
  contentType: string;
  signal?: AbortSignal;
}

export interface TranscriptionResult {
  text: string;
  engine: EngineDescriptor;
}

export interface TranscriptionEngine {
  readonly engine: EngineDescriptor;
  transcribe(audio: Buffer, options: TranscriptionOptions): Promise<TranscriptionResult>;
}
