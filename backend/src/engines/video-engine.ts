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
  /**
   * A provider's own job id from an earlier attempt: poll that job instead of creating (and paying for)
   * another. Engines without provider jobs ignore it.
   */
  resumeProviderJob?: string;
  /** Called with the provider's job id as soon as it exists, before polling; the engine waits for it. */
  onProviderJob?: (id: string) => Promise<void>;
  /**
   * An image that guides the render (e.g. a sheet of the characters in it, so they look the same in every
   * shot), sent where the provider takes one; it should have the video's size. Engines without it ignore it.
   */
  referenceImage?: { data: Buffer; contentType: 'image/png' | 'image/jpeg' | 'image/webp' };
}

export interface VideoResult {
  /** A temporary MP4 file in the engine's work folder: move or copy it into storage, then call `dispose()`. */
  path: string;
  contentType: 'video/mp4';
  seconds: number;
  width: number;
  height: number;
  engine: EngineDescriptor;
  /** Removes the engine's work folder and whatever is still in it (the MP4 too, if it was not moved). Never throws. */
  dispose(): Promise<void>;
}

export interface VideoEngine {
  readonly engine: EngineDescriptor;
  generate(prompt: string, options?: VideoOptions): Promise<VideoResult>;
}
