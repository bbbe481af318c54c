import type { EngineDescriptor } from './engine-descriptor';

export interface VideoOptions {
  /** Defaults to 5. */
  seconds?: number;
  /** Defaults to 1280. */
  width?: number;
  /** Defaults to 720. */
  height?: number;
  signal?: AbortSignal;
  /** Called with 0..1 as the render advances (providers that report progress). */
  onProgress?: (fraction: number) => void;
}

export interface VideoResult {
  /** A temporary MP4 file that the caller now owns: move it into storage or delete it. */
  path: string;
  contentType: 'video/mp4';
  seconds: number;
  width: number;
  height: number;
  engine: EngineDescriptor;
}

export interface VideoEngine {
  readonly engine: EngineDescriptor;
  generate(prompt: string, options?: VideoOptions): Promise<VideoResult>;
}
