import sharp from 'sharp';
import { blackSquarePng, headerOnlyPng, padPng, pngClaiming } from '../../../../test/support/crafted-png';
import { AccountException } from '../account.errors';
import { AVATAR_SIZE, encodeAvatar } from './avatar-image';

async function refusal(bytes: Buffer): Promise<AccountException> {
  const error = await encodeAvatar(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AccountException)) throw new Error(`expected an AccountException, got ${String(error)}`);
  return error;
}

describe(encodeAvatar.name, () => {
  it('re-encodes any accepted image to a 256×256 WebP without its metadata', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3070d0' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const avatar = await encodeAvatar(photo);

    expect(avatar).toMatchObject({ contentType: 'image/webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    const meta = await sharp(avatar.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a valid PNG padded with an ancillary chunk', async () => {
    const small = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#ff0000' } }).png().toBuffer();

    await expect(encodeAvatar(padPng(small, 4096))).resolves.toMatchObject({ width: 256 });
  });

  it('refuses a 33-byte header-only PNG with 422 AVATAR_UNREADABLE', async () => {
    const error = await refusal(headerOnlyPng());

    expect(error.getStatus()).toBe(422);
    expect(error.code).toBe('AVATAR_UNREADABLE');
  });

  it('refuses a truncated PNG with 422 AVATAR_UNREADABLE', async () => {
    const noisy = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();

    const error = await refusal(noisy.subarray(0, noisy.length >> 1));

    expect(error.code).toBe('AVATAR_UNREADABLE');
  });

  it('refuses a PNG claiming 1,000,000×1,000,000 with 413 AVATAR_TOO_MANY_PIXELS', async () => {
    const error = await refusal(pngClaiming(1_000_000, 1_000_000));

    expect(error.getStatus()).toBe(413);
    expect(error.code).toBe('AVATAR_TOO_MANY_PIXELS');
    expect(error.message).toBe('Avatar image is too large: at most 40 megapixels.');
  });

  it('refuses a real 20000×20000 PNG with 413 AVATAR_TOO_MANY_PIXELS', async () => {
    const error = await refusal(blackSquarePng(20_000));

    expect(error.code).toBe('AVATAR_TOO_MANY_PIXELS');
  });

  it('decodes a real image just under the limit (6000×6000)', async () => {
    await expect(encodeAvatar(blackSquarePng(6000))).resolves.toMatchObject({ width: 256, height: 256 });
  });
});
