import type { EngineDescriptor } from './engine-descriptor';

/** Looks a caller may ask for; remote engines get it in the prompt, the offline engine draws each its own way. */
export const IMAGE_STYLES = ['photo', 'illustration', '3d', 'sketch'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

export interface ImageOptions {
  /** Defaults to 1024. */
  width?: number;
  /** Defaults to 1024. */
  height?: number;
  /** Without one, the offline engine draws its default composition. */
  style?: ImageStyle;
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
