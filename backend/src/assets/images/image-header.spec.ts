import sharp from 'sharp';
import { blackSquarePng, headerOnlyPng, pngClaiming } from '../../../test/support/crafted-png';
import { readImageHeader } from './image-header';

const canvas = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 60, b: 30, alpha: alpha ? 0.5 : 1 } } });

/** A GIF whose 16×16 logical screen holds a first frame declared at `width`×`height`, placed at (left, top). */
function gifWithFrame(left: number, top: number, width: number, height: number): Buffer {
  const header = Buffer.from('GIF89a', 'latin1');
  const screen = Buffer.from([16, 0, 16, 0, 0x00, 0, 0]);
  const comment = Buffer.from([0x21, 0xfe, 3, 0x61, 0x62, 0x63, 0]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  [left, top, width, height].forEach((value, index) => descriptor.writeUInt16LE(value, 1 + index * 2));
  return Buffer.concat([header, screen, comment, descriptor, Buffer.from([2, 0, 0x3b])]);
}

describe(readImageHeader.name, () => {
  it.each([
    ['PNG', () => canvas(301, 17).png().toBuffer()],
    ['baseline JPEG', () => canvas(640, 480).jpeg().toBuffer()],
    ['progressive JPEG with EXIF before its frame header', () => canvas(123, 456).jpeg({ progressive: true }).withExif({ IFD0: { Copyright: 'x' } }).toBuffer()],
    ['GIF', () => canvas(77, 31).gif().toBuffer()],
    ['lossy WebP (VP8)', () => canvas(300, 200).webp().toBuffer()],
    ['lossless WebP (VP8L)', () => canvas(1000, 3).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', () => canvas(513, 257, true).webp().toBuffer()],
  ])('reads the size sharp reads from a real %s', async (_format, make) => {
    const bytes = await make();
    const meta = await sharp(bytes).metadata();

    expect(readImageHeader(bytes)).toMatchObject({ width: meta.width, height: meta.height });
  });

  it('reads huge declared sizes without decoding anything', () => {
    expect(readImageHeader(pngClaiming(1_000_000, 1_000_000))).toMatchObject({ type: { extension: 'png' }, width: 1_000_000, height: 1_000_000 });
    expect(readImageHeader(blackSquarePng(16_000))).toMatchObject({ width: 16_000, height: 16_000 });
    expect(readImageHeader(headerOnlyPng())).toMatchObject({ width: 64, height: 64 });
  });

  it('grows a GIF to a first frame larger than its logical screen', () => {
    expect(readImageHeader(gifWithFrame(0, 0, 8, 8))).toMatchObject({ width: 16, height: 16 });
    expect(readImageHeader(gifWithFrame(100, 5, 60_000, 40_000))).toMatchObject({ width: 60_100, height: 40_005 });
  });

  it('finds the frame header of a JPEG past padding and application segments', async () => {
    const jpeg = await canvas(40, 30).jpeg().toBuffer();
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4]), jpeg.subarray(2)]);

    expect(readImageHeader(padded)).toMatchObject({ width: 40, height: 30 });
  });

  it('answers null for anything but the four formats', () => {
    expect(readImageHeader(Buffer.from('%PDF-1.7 not an image'))).toBeNull();
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>'))).toBeNull();
    expect(readImageHeader(Buffer.alloc(0))).toBeNull();
  });

  it("answers 'unreadable' for a known signature whose header is cut short, damaged or empty", async () => {
    const png = await canvas(10, 10).png().toBuffer();
    const jpeg = await canvas(10, 10).jpeg().toBuffer();
    const webp = await canvas(10, 10).webp().toBuffer();
    const noIhdr = Buffer.from(png);
    noIhdr.write('IDAT', 12, 'latin1');
    // What a file of a valid signature and garbage after looks like: an IHDR of nonsense whose CRC does not match.
    const garbage = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const startOfFrame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const zeroHeight = Buffer.from(jpeg);
    zeroHeight.writeUInt16BE(0, startOfFrame + 5);

    for (const bytes of [
      png.subarray(0, 20),
      noIhdr,
      garbage,
      pngClaiming(0, 10),
      jpeg.subarray(0, startOfFrame + 4),
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]),
      zeroHeight,
      Buffer.from('GIF89a\x01', 'latin1'),
      webp.subarray(0, 24),
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8Z', 'latin1'), Buffer.alloc(20)]),
    ]) {
      expect(readImageHeader(bytes)).toBe('unreadable');
    }
  });
});
