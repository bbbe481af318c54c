import sharp from 'sharp';
import { blackSquarePng, headerOnlyPng, padPng, pngClaiming } from '../../../test/support/crafted-png';
import { scaled } from '../../../test/support/time-factor';
import { ImageRejectedError, type ImageRejection, checkImage } from './image-intake';
import { type NormalizeImageOptions, normalizeImage } from './normalize-image';

/** The intake, then the re-encoding: what every area does with an upload. */
const normalize = async (bytes: Buffer, options: NormalizeImageOptions) => normalizeImage(checkImage(bytes), options);

async function rejection(bytes: Buffer): Promise<ImageRejection> {
  const error = await normalize(bytes, { size: 256, format: 'webp' }).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ImageRejectedError)) throw new Error(`expected an ImageRejectedError, got ${String(error)}`);
  return error.reason;
}

describe(normalizeImage.name, () => {
  it('re-encodes any accepted image to a square WebP without its metadata', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3070d0' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const image = await normalize(photo, { size: 256, format: 'webp' });

    expect(image).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 256, height: 256 });
    const meta = await sharp(image.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('re-encodes to PNG at the requested size when asked (for consumers such as ffmpeg)', async () => {
    const photo = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#d07030' } }).webp().toBuffer();

    const image = await normalize(photo, { size: 384, format: 'png' });

    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png', width: 384, height: 384 });
    expect(await sharp(image.data).metadata()).toMatchObject({ format: 'png', width: 384, height: 384 });
  });

  it('accepts a valid PNG padded with an ancillary chunk', async () => {
    const small = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#ff0000' } }).png().toBuffer();

    await expect(normalize(padPng(small, 4096), { size: 256, format: 'webp' })).resolves.toMatchObject({ width: 256 });
  });

  it('refuses a 33-byte header-only PNG as unreadable', async () => {
    expect(await rejection(headerOnlyPng())).toBe('unreadable');
  });

  it('refuses a truncated PNG as unreadable', async () => {
    const noisy = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();

    expect(await rejection(noisy.subarray(0, noisy.length >> 1))).toBe('unreadable');
  });

  it('refuses a PNG claiming 1,000,000×1,000,000 as too many pixels, before decoding it', async () => {
    expect(await rejection(pngClaiming(1_000_000, 1_000_000))).toBe('too-many-pixels');
  });

  it('refuses a real 20000×20000 PNG as too many pixels', async () => {
    expect(await rejection(blackSquarePng(20_000))).toBe('too-many-pixels');
  });

  // 36 megapixels decoded and resized: the slowest step of these specs, so it gets a budget of its own.
  it('decodes a real image just under the limit (6000×6000)', async () => {
    await expect(normalize(blackSquarePng(6000), { size: 256, format: 'webp' })).resolves.toMatchObject({ width: 256, height: 256 });
  }, scaled(10_000));
});
