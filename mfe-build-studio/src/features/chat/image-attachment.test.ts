import { readImageAttachment } from './image-attachment';

const blobOf = (bytes: number[]) => ({ size: bytes.length, arrayBuffer: async () => new Uint8Array(bytes).buffer }) as unknown as Blob;

describe('readImageAttachment', () => {
  it('accepts a PNG by its bytes, whatever it is called, as base64', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect(await readImageAttachment(blobOf(png))).toEqual({ ok: true, mimeType: 'image/png', data: btoa(String.fromCharCode(...png)) });
  });

  it('refuses anything that is not an image, and images over 256 KB', async () => {
    expect(await readImageAttachment(blobOf([0x25, 0x50, 0x44, 0x46]))).toEqual({ ok: false, message: 'Only images can be attached (PNG, JPEG, GIF or WebP).' });
    expect(await readImageAttachment({ size: 300 * 1024, arrayBuffer: async () => new ArrayBuffer(0) } as unknown as Blob)).toMatchObject({ ok: false });
  });
});
