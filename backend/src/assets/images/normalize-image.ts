import { type CheckedImage, decodeImage } from './image-intake';

export type NormalizedFormat = 'webp' | 'png';

export interface NormalizeImageOptions {
  /** Side of the square the image is cropped (cover) and scaled to. */
  size: number;
  /** WebP for display (small); PNG where a consumer needs a lossless, universally decodable file (ffmpeg). */
  format: NormalizedFormat;
}

export interface NormalizedImage {
  data: Buffer;
  contentType: 'image/webp' | 'image/png';
  extension: NormalizedFormat;
  width: number;
  height: number;
}

/**
 * Decodes a checked image for real (the header alone proves nothing about the pixels) and re-encodes it to a
 * fixed square without metadata (EXIF location, ICC profiles), through the intake's bounded decoder.
 * Throws ImageRejectedError 'unreadable' when the pixels do not decode.
 */
export async function normalizeImage(image: CheckedImage, options: NormalizeImageOptions): Promise<NormalizedImage> {
  const data = await decodeImage(image, (open) => {
    const pipeline = open().rotate().resize(options.size, options.size, { fit: 'cover' });
    return options.format === 'webp' ? pipeline.webp({ quality: 82 }).toBuffer() : pipeline.png().toBuffer();
  });
  return {
    data,
    contentType: options.format === 'webp' ? 'image/webp' : 'image/png',
    extension: options.format,
    width: options.size,
    height: options.size,
  };
}
