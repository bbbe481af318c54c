import { crc32 } from 'node:zlib';
import { type ImageType, detectImageType } from '../image-type';

/** What an image's header says, read without decoding a pixel. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * Type by magic bytes, then width and height from the format's own header: PNG's IHDR, JPEG's SOFn,
 * GIF's logical screen (grown to its first frame, as decoders do), WebP's VP8/VP8L/VP8X. Null when the
 * bytes are none of the four formats; 'unreadable' when they start like one but the header is cut short,
 * damaged, or declares an empty image.
 */
export function readImageHeader(bytes: Buffer): ImageHeader | 'unreadable' | null {
  const type = detectImageType(bytes);
  if (!type) return null;
  const size = SIZE_READERS[type.extension](bytes);
  if (!size || size.width < 1 || size.height < 1) return 'unreadable';
  return { type, ...size };
}

interface Size {
  width: number;
  height: number;
}

type SizeReader = (bytes: Buffer) => Size | null;

const SIZE_READERS: Record<ImageType['extension'], SizeReader> = { png: pngSize, jpg: jpegSize, gif: gifSize, webp: webpSize };

const IHDR_LENGTH = 13;

/**
 * Signature (8), then the first chunk, which must be IHDR: length (4, always 13), type (4), width and height
 * (4 each, big-endian) and five one-byte fields, then its CRC, which decoders check: garbage after a valid
 * signature is a damaged file, not a size to believe.
 */
function pngSize(bytes: Buffer): Size | null {
  const end = 16 + IHDR_LENGTH;
  if (bytes.length < end + 4 || bytes.readUInt32BE(8) !== IHDR_LENGTH || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, end)) !== bytes.readUInt32BE(end)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and RST0–7 (SOI and EOI end the search or never appear here). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/**
 * Walks the marker segments after SOI to the first SOFn: length (2), precision (1), height (2), width (2).
 * Bytes between segments are skipped as libjpeg does (with a warning). Image data (SOS) before any frame
 * header, or a height of 0 (to be given by a DNL marker, which libjpeg does not support), is unreadable.
 */
function jpegSize(bytes: Buffer): Size | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) return null;
    const marker = bytes[at];
    at += 1;
    if (isStandalone(marker)) continue;
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE || at + 2 > bytes.length) return null;
    if (isStartOfFrame(marker)) return at + 7 <= bytes.length ? { width: bytes.readUInt16BE(at + 5), height: bytes.readUInt16BE(at + 3) } : null;
    at += bytes.readUInt16BE(at);
  }
  return null;
}

const GIF_EXTENSION = 0x21;
const GIF_IMAGE_DESCRIPTOR = 0x2c;

/**
 * The logical screen (6: width, height, little-endian), grown to cover the first frame's descriptor: a
 * frame larger than its screen makes decoders enlarge the canvas, so a tiny screen cannot hide a huge frame.
 */
function gifSize(bytes: Buffer): Size | null {
  if (bytes.length < 13) return null;
  const screen = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at < bytes.length && bytes[at] === GIF_EXTENSION) {
    at += 2;
    // Sub-blocks, each led by its length, until an empty one.
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  }
  if (at + 9 > bytes.length || bytes[at] !== GIF_IMAGE_DESCRIPTOR) return screen;
  const [left, top, width, height] = [1, 3, 5, 7].map((offset) => bytes.readUInt16LE(at + offset));
  return { width: Math.max(screen.width, left + width), height: Math.max(screen.height, top + height) };
}

/** RIFF (4), size (4), WEBP (4), then the first chunk's FourCC (4) and size (4); its data starts at 20. */
function webpSize(bytes: Buffer): Size | null {
  if (bytes.length < 30) return null;
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height (2 bits of scale above).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      // Lossless: signature 0x2F, then width − 1 and height − 1 in 14 bits each.
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      // Extended (alpha, animation, metadata): flags (4), then canvas width − 1 and height − 1 in 24 bits each.
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}
