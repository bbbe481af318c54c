import sharp from 'sharp';
import { blackSquarePng, pngClaiming } from '../../../test/support/crafted-png';
import * as lazySharp from '../../common/lazy-sharp';
import { CheckedImage, ImageRejectedError, MAX_INPUT_PIXELS, checkImage, decodeImage, openImage } from './image-intake';

// loadSharp as it is, observed: a module's exports are read-only bindings, so it is wrapped here, not spied on.
jest.mock('../../common/lazy-sharp', () => {
  const actual = jest.requireActual<typeof import('../../common/lazy-sharp')>('../../common/lazy-sharp');
  return { ...actual, loadSharp: jest.fn(actual.loadSharp) };
});

function rejectionOf(check: () => unknown): ImageRejectedError {
  try {
    check();
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error('expected an ImageRejectedError');
}

describe(checkImage.name, () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts an image within the cap, with its type and size from the header', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#000' } }).png().toBuffer();

    const image = checkImage(png);

    expect(image).toBeInstanceOf(CheckedImage);
    expect(image).toMatchObject({ type: { contentType: 'image/png' }, width: 30, height: 20, maxPixels: MAX_INPUT_PIXELS });
    expect(image.bytes).toBe(png);
  });

  it('refuses a 256-megapixel PNG of 140 KB and a PNG claiming 10^12 pixels from the header alone: sharp is never loaded', () => {
    const loads = jest.mocked(lazySharp.loadSharp);
    loads.mockClear();

    expect(rejectionOf(() => checkImage(blackSquarePng(16_000)))).toMatchObject({ reason: 'too-many-pixels', maxMegapixels: 40 });
    expect(rejectionOf(() => checkImage(pngClaiming(1_000_000, 1_000_000))).reason).toBe('too-many-pixels');
    expect(loads).not.toHaveBeenCalled();
  });

  it('takes exactly the cap and refuses one pixel more', () => {
    expect(checkImage(pngClaiming(8_000, 5_000))).toMatchObject({ width: 8_000, height: 5_000 });
    expect(rejectionOf(() => checkImage(pngClaiming(40_000_001, 1))).reason).toBe('too-many-pixels');
  });

  it('holds a use to a smaller cap when it asks, and never to a larger one', () => {
    expect(rejectionOf(() => checkImage(pngClaiming(2_000, 2_000), { maxPixels: 1_000_000 }))).toMatchObject({ reason: 'too-many-pixels', maxMegapixels: 1 });
    expect(checkImage(pngClaiming(1_000, 1_000), { maxPixels: 1_000_000 }).maxPixels).toBe(1_000_000);
    expect(checkImage(pngClaiming(10, 10), { maxPixels: 10 * MAX_INPUT_PIXELS }).maxPixels).toBe(MAX_INPUT_PIXELS);
  });

  it("refuses other bytes as 'not-an-image' and a damaged header as 'unreadable'", () => {
    expect(rejectionOf(() => checkImage(Buffer.from('%PDF-1.7'))).reason).toBe('not-an-image');
    expect(rejectionOf(() => checkImage(blackSquarePng(100).subarray(0, 20))).reason).toBe('unreadable');
  });
});

describe(decodeImage.name, () => {
  it('hands the work a pipeline over the checked bytes', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#fff' } }).png().toBuffer();

    const meta = await decodeImage(checkImage(png), (open) => open().metadata());

    expect(meta).toMatchObject({ format: 'png', width: 8, height: 6 });
  });

  it("turns pixels that do not decode into 'unreadable'", async () => {
    const truncated = blackSquarePng(3000).subarray(0, 600);

    await expect(decodeImage(checkImage(truncated), (open) => open().raw().toBuffer())).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('runs at most two decodes at a time, the rest waiting their turn', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      decodeImage(checkImage(png), async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });

    const all = Promise.all([work(), work(), work(), work()]);
    for (let released = 0; released < 4; released += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    await all;

    expect(most).toBe(2);
  });
});

describe(openImage.name, () => {
  it('sets the pixel cap in libvips too: the second line behind the header', async () => {
    const image = openImage(blackSquarePng(3000), 1_000_000);

    await expect(image.raw().toBuffer()).rejects.toThrow(/pixel limit/);
  });
});
