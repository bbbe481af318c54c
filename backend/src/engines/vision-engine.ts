import type { CheckedImage } from '../assets/images/image-intake';
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
  /**
   * Takes only images that passed the intake (type and pixel cap checked from the header). Throws EngineError
   * (`invalid-input` when the pixels do not decode), or ImageRejectedError 'too-many-pixels' when libvips' own
   * cap stops a decode the header allowed.
   */
  analyze(image: CheckedImage, options: VisionOptions): Promise<VisionResult>;
}
