import type { EngineDescriptor } from './engine-descriptor';

export interface ImageOptions {
  /** Defaults to 1024. */
  width?: number;
  /** Defaults to 1024. */
  height?: number;
  signal?: AbortSignal;
}

export interface ImageResult {
  data: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  engine: EngineDescriptor;
}

export interface ImageEngine {
  readonly engine: EngineDescriptor;
  generate(prompt: string, options?: ImageOptions): Promise<ImageResult>;
}
