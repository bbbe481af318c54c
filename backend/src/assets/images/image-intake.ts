import type sharp from 'sharp';
import { loadSharp } from '../../common/lazy-sharp';
import { Semaphore } from '../../common/concurrency/semaphore';
import type { ImageType } from '../image-type';
import { readImageHeader } from './image-header';

/** 40 MP (e.g. 6000 × 6000 + some): ~160 MB decoded at most, a fraction of a second of one libvips thread. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Decodes run on libuv's thread pool (4 threads); keep some of it for file, DNS and password work. */
const MAX_CONCURRENT_DECODES = 2;

/** Why an image was refused; each area maps it onto its own status, code and wording. */
export type ImageRejection = 'not-an-image' | 'too-many-pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    readonly maxMegapixels = MAX_INPUT_PIXELS / 1_000_000,
    options?: ErrorOptions,
  ) {
    super(REJECTION_MESSAGES[reason](maxMegapixels), options);
    this.name = ImageRejectedError.name;
  }
}

const REJECTION_MESSAGES: Record<ImageRejection, (maxMegapixels: number) => string> = {
  'not-an-image': () => 'not a PNG, JPEG, GIF or WebP image',
  'too-many-pixels': (maxMegapixels) => `image has more than ${maxMegapixels} megapixels`,
  unreadable: () => 'image does not decode',
};

export interface ImageIntakeOptions {
  /** A use that needs fewer pixels than MAX_INPUT_PIXELS may ask for fewer; never more. */
  maxPixels?: number;
}

/**
 * An image from a client that passed the intake: one of the four formats by its bytes, and within its pixel
 * cap by its header. Constructing one is the check (there is no other way to make one, and the private field
 * keeps any other object from fitting the type), so a decoder that takes a CheckedImage cannot be handed
 * unchecked bytes.
 */
export class CheckedImage {
  readonly #bytes: Buffer;
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
  readonly maxPixels: number;

  constructor(bytes: Buffer, options: ImageIntakeOptions = {}) {
    this.maxPixels = Math.min(options.maxPixels ?? MAX_INPUT_PIXELS, MAX_INPUT_PIXELS);
    const header = readImageHeader(bytes);
    if (header === null) throw new ImageRejectedError('not-an-image', this.maxPixels / 1_000_000);
    if (header === 'unreadable') throw new ImageRejectedError('unreadable', this.maxPixels / 1_000_000);
    if (header.width * header.height > this.maxPixels) throw new ImageRejectedError('too-many-pixels', this.maxPixels / 1_000_000);
    this.#bytes = bytes;
    this.type = header.type;
    this.width = header.width;
    this.height = header.height;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }
}

/**
 * The one intake for images from clients (README "Images from clients"): magic bytes, then width × height from
 * the header against the cap, all before a byte is decoded, so a 100 KB file declaring 256 megapixels costs
 * microseconds. Throws ImageRejectedError: 'not-an-image', 'unreadable' (header cut short or damaged) or
 * 'too-many-pixels'. Run it after the caller's own checks (authentication, quota) and before any decoding.
 */
export function checkImage(bytes: Buffer, options: ImageIntakeOptions = {}): CheckedImage {
  return new CheckedImage(bytes, options);
}

/**
 * sharp over `bytes` with the pixel cap set in libvips itself: the second line behind the header check (a
 * format quirk that makes libvips see more pixels than our reading stops there), and the only line for images
 * this service stored itself and decodes again (movie renders). Truncated data and decoder errors fail;
 * mere warnings (odd but displayable files) do not. One frame only.
 */
export function openImage(bytes: Buffer, maxPixels = MAX_INPUT_PIXELS): sharp.Sharp {
  return loadSharp()(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
}

const decodes = new Semaphore(MAX_CONCURRENT_DECODES);

/**
 * Decodes a checked image off the event loop (sharp runs on libuv's pool), at most MAX_CONCURRENT_DECODES at
 * a time in this process, whichever area asks. `work` gets a function that opens the image (as often as it
 * needs pipelines). Any failure of `work` becomes ImageRejectedError: 'too-many-pixels' when libvips' own cap
 * stopped it, else 'unreadable'.
 */
export function decodeImage<T>(image: CheckedImage, work: (open: () => sharp.Sharp) => Promise<T>): Promise<T> {
  return decodes.run(async () => {
    try {
      return await work(() => openImage(image.bytes, image.maxPixels));
    } catch (error) {
      if (error instanceof ImageRejectedError) throw error;
      const reason = error instanceof Error && /pixel limit/i.test(error.message) ? 'too-many-pixels' : 'unreadable';
      throw new ImageRejectedError(reason, image.maxPixels / 1_000_000, { cause: error });
    }
  });
}
