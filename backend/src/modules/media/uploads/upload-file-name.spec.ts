import { uploadFileName } from './upload-file-name';

describe(uploadFileName.name, () => {
  it('keeps an ordinary name', () => {
    expect(uploadFileName('holiday photo.png', 'image.png')).toBe('holiday photo.png');
  });

  it('re-reads a UTF-8 name that busboy decoded as latin1', () => {
    expect(uploadFileName(Buffer.from('été 🌞.png', 'utf8').toString('latin1'), 'image.png')).toBe('été 🌞.png');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(uploadFileName('C:\\Users\\ada\\..\\cat.jpg', 'image.jpg')).toBe('cat.jpg');
    expect(uploadFileName('../../etc/pass\nwd', 'image.png')).toBe('passwd');
  });

  it('falls back when there is no usable name, and caps long names', () => {
    expect(uploadFileName(undefined, 'image.png')).toBe('image.png');
    expect(uploadFileName('/', 'image.png')).toBe('image.png');
    expect([...uploadFileName('x'.repeat(500), 'image.png')]).toHaveLength(200);
  });
});
