import type { EngineDescriptor } from './engine-descriptor';

export interface VisionOptions {
  filename: string;
  signal?: AbortSignal;
}

export interface VisionResult {
  analysis: string;
  engine: EngineDescriptor;
}

export interface VisionEngine {
  readonly engine: EngineDescriptor;
  /** Throws EngineError `invalid-input` when the bytes are not an image. */
  analyze(image: Buffer, options: VisionOptions): Promise<VisionResult>;
}
