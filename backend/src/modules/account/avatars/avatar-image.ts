import sharp from 'sharp';
import { AccountException } from '../account.errors';

/** Every avatar is re-encoded to this square, whatever was uploaded. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
export const AVATAR_EXTENSION = 'webp';
/** 40 MP (e.g. 6000 × 6000 + some): ~160 MB decoded at most, a fraction of a second of one libvips thread. */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;
/** Decodes run on libuv's thread pool (4 threads); keep some of it for file and DNS work. */
const MAX_CONCURRENT_DECODES = 2;

export interface EncodedAvatar {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const SHARP_INPUT: sharp.SharpOptions = {
  limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
  // Truncated data and decoder errors fail; mere warnings (odd but displayable files) do not.
  failOn: 'error',
  animated: false,
};

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Decodes the upload for real (never trusting its header), bounded by pixels, and re-encodes it to a
 * fixed-size WebP without metadata (EXIF location, ICC profiles). sharp works off the event loop.
 * Too many pixels → 413 AVATAR_TOO_MANY_PIXELS; anything that does not decode → 422 AVATAR_UNREADABLE.
 */
export async function encodeAvatar(bytes: Buffer): Promise<EncodedAvatar> {
  await acquire();
  try {
    // The header alone answers the pixel question before anything is decoded.
    const { width, height } = await sharp(bytes, SHARP_INPUT).metadata();
    if (!width || !height) throw AccountException.avatarUnreadable();
    if (width * height > AVATAR_MAX_INPUT_PIXELS) throw tooManyPixels();
    const data = await sharp(bytes, SHARP_INPUT)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: AVATAR_CONTENT_TYPE, width: AVATAR_SIZE, height: AVATAR_SIZE };
  } catch (error) {
    if (error instanceof AccountException) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw AccountException.avatarUnreadable();
  } finally {
    release();
  }
}

function tooManyPixels(): AccountException {
  return AccountException.avatarTooManyPixels(AVATAR_MAX_INPUT_PIXELS / 1_000_000);
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
