import { ImageRejectedError, MAX_INPUT_PIXELS, checkImage } from '../../../assets/images/image-intake';
import { type NormalizedImage, normalizeImage } from '../../../assets/images/normalize-image';
import { AccountException } from '../account.errors';

/** Every avatar is re-encoded to this square, whatever was uploaded. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
export const AVATAR_EXTENSION = 'webp';
export const AVATAR_MAX_INPUT_PIXELS = MAX_INPUT_PIXELS;

export type EncodedAvatar = Pick<NormalizedImage, 'data' | 'contentType' | 'width' | 'height'>;

/**
 * The upload through the image intake (type by its bytes, pixels by its header), then decoded for real and
 * re-encoded to a fixed-size WebP without metadata (assets/images). Not an image → 415 UNSUPPORTED_IMAGE;
 * too many pixels → 413 AVATAR_TOO_MANY_PIXELS; a header or pixels that do not decode → 422 AVATAR_UNREADABLE.
 */
export async function encodeAvatar(bytes: Buffer): Promise<EncodedAvatar> {
  try {
    const { data, contentType, width, height } = await normalizeImage(checkImage(bytes), { size: AVATAR_SIZE, format: AVATAR_EXTENSION });
    return { data, contentType, width, height };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'not-an-image') throw AccountException.unsupportedImage();
    if (error.reason === 'too-many-pixels') throw AccountException.avatarTooManyPixels(error.maxMegapixels);
    throw AccountException.avatarUnreadable();
  }
}
