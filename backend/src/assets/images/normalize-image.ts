import type sharp from 'sharp';
import { loadSharp } from '../../common/lazy-sharp';

/** 40 MP (e.g. 6000 × 6000 + some): ~160 MB decoded at most, a fraction of a second of one libvips thread. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Decodes run on libuv's thread pool (4 threads); keep some of it for file and DNS work. */
const MAX_CONCURRENT_DECODES = 2;

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

/** Why an upload was refused; each area maps it onto its own error code and wording. */
export type ImageRejection = 'too-many-pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    readonly maxMegapixels = MAX_INPUT_PIXELS / 1_000_000,
  ) {
    super(reason === 'too-many-pixels' ? `image has more than ${maxMegapixels} megapixels` : 'image does not decode');
    this.name = ImageRejectedError.name;
  }
}

const SHARP_INPUT: sharp.SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Truncated data and decoder errors fail; mere warnings (odd but displayable files) do not.
  failOn: 'error',
  animated: false,
};

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Decodes an uploaded image for real (never trusting its header), bounded by pixels, and re-encodes it
 * to a fixed square without metadata (EXIF location, ICC profiles). sharp works off the event loop.
 * Throws ImageRejectedError: 'too-many-pixels' (decompression bombs, huge images) or 'unreadable'.
 */
export async function normalizeImage(bytes: Buffer, options: NormalizeImageOptions): Promise<NormalizedImage> {
  await acquire();
  try {
    // The header alone answers the pixel question before anything is decoded.
    const { width, height } = await loadSharp()(bytes, SHARP_INPUT).metadata();
    if (!width || !height) throw new ImageRejectedError('unreadable');
    if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');
    const pipeline = loadSharp()(bytes, SHARP_INPUT).rotate().resize(options.size, options.size, { fit: 'cover' });
    const data = options.format === 'webp' ? await pipeline.webp({ quality: 82 }).toBuffer() : await pipeline.png().toBuffer();
    return {
      data,
      contentType: options.format === 'webp' ? 'image/webp' : 'image/png',
      extension: options.format,
      width: options.size,
      height: options.size,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejectedError('too-many-pixels');
    throw new ImageRejectedError('unreadable');
  } finally {
    release();
  }
}

async function acquire(): Promise<void> {
  if (running < MAX_CONCURRENT_DECODES) {
    running += 1;
    return;
  }
  // The releasing call hands its slot over directly, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}
