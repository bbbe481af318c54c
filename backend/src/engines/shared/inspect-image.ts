import { loadSharp } from '../../common/lazy-sharp';
import { EngineError } from '../engine-error';

export interface ImageFacts {
  format: string;
  width: number;
  height: number;
  hasAlpha: boolean;
  mimeType: string;
}

const MIME_BY_FORMAT: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/heif',
  tiff: 'image/tiff',
};

/** Reads the header by content (never the file name); anything sharp cannot decode is not an image. */
export async function inspectImage(data: Buffer): Promise<ImageFacts> {
  try {
    const meta = await loadSharp()(data).metadata();
    if (!meta.format || !meta.width || !meta.height || meta.format === 'svg') throw new Error('not a raster image');
    // EXIF orientations 5–8 rotate by 90°, so what people see has width and height swapped.
    const swapped = (meta.orientation ?? 1) >= 5;
    return {
      format: meta.format,
      width: swapped ? meta.height : meta.width,
      height: swapped ? meta.width : meta.height,
      hasAlpha: meta.hasAlpha ?? false,
      mimeType: MIME_BY_FORMAT[meta.format] ?? `image/${meta.format}`,
    };
  } catch (error) {
    throw new EngineError('invalid-input', 'Please upload an image file', { cause: error });
  }
}
