import { detectImageType } from './image-type';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe(detectImageType.name, () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0))).toEqual({
      extension: 'png',
      contentType: 'image/png',
    });
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.contentType).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a', 1, 0))?.extension).toBe('gif');
    expect(detectImageType(bytes('GIF87a'))?.extension).toBe('gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))?.extension).toBe('webp');
  });

  it('refuses text named like an image, and other formats', () => {
    expect(detectImageType(Buffer.from('not really a png'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
