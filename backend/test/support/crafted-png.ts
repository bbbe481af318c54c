import { crc32, deflateSync } from 'node:zlib';

/**
 * PNGs built byte by byte, so hostile shapes cost the test nothing to make: a header that claims any
 * size, a huge image that deflates to a few KB, or a file padded to an exact length.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** IHDR of a non-interlaced image; colour type 0 = grey, 2 = RGB. */
function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return pngChunk('IHDR', data);
}

const IEND = pngChunk('IEND', Buffer.alloc(0));

/** Signature and IHDR only: 33 bytes that look like a 64×64 PNG to anything reading just the header. */
export function headerOnlyPng(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(64, 64, 8, 2)]);
}

/** Claims `width`×`height` RGB, with one tiny row of pixel data: a lie no decoder should start on. */
export function pngClaiming(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height, 8, 2), pngChunk('IDAT', deflateSync(Buffer.alloc(4))), IEND]);
}

/**
 * A real, complete, valid black `size`×`size` PNG at 1 bit per pixel: 20000×20000 is 400 megapixels
 * (1.6 GB as RGBA once a browser decodes it) in about 50 KB.
 */
export function blackSquarePng(size: number): Buffer {
  const rowBytes = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 1 });
  return Buffer.concat([PNG_SIGNATURE, ihdr(size, size, 1, 0), pngChunk('IDAT', pixels), IEND]);
}

/** A valid PNG of exactly `size` bytes: `png` with a private ancillary chunk of padding before its IEND. */
export function padPng(png: Buffer, size: number): Buffer {
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`cannot pad a ${png.length}-byte PNG to ${size} bytes`);
  const body = png.subarray(0, png.length - IEND.length);
  return Buffer.concat([body, pngChunk('prVt', Buffer.alloc(padding)), IEND]);
}
