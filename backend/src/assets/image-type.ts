export interface ImageType {
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are, whatever the file's name or declared type says; null for anything but the four formats. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { extension: 'png', contentType: 'image/png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { extension: 'gif', contentType: 'image/gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { extension: 'webp', contentType: 'image/webp' };
  return null;
}
