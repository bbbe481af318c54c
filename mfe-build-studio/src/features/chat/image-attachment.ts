/** Attached images are checked here as the server does: by content, at most 256 KB. */
export const MAX_ATTACHMENT_BYTES = 256 * 1024;

const SIGNATURES: Array<[string, (bytes: Uint8Array) => boolean]> = [
  ['image/png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38],
  ['image/webp', (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP'],
];

export type AttachmentCheck = { ok: true; mimeType: string; data: string } | { ok: false; message: string };

/** Spec 001 §5: images only (PNG, JPEG, GIF or WebP, recognised by their bytes). */
export async function readImageAttachment(file: Blob): Promise<AttachmentCheck> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, message: 'Images up to 256 KB can be attached.' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (!mimeType) return { ok: false, message: 'Only images can be attached (PNG, JPEG, GIF or WebP).' };
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return { ok: true, mimeType, data: btoa(binary) };
}
