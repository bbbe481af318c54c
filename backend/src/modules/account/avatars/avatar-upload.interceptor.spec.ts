import { MulterError } from 'multer';
import { toUploadException } from './avatar-upload.interceptor';

describe(toUploadException.name, () => {
  it('answers a file over the limit with 413 AVATAR_TOO_LARGE', () => {
    const exception = toUploadException(new MulterError('LIMIT_FILE_SIZE', 'file'));

    expect(exception.getStatus()).toBe(413);
    expect(exception.code).toBe('AVATAR_TOO_LARGE');
    expect(exception.message).toBe('Avatar must be 2 MB or smaller.');
  });

  it('answers another field or extra parts with 400 INVALID_UPLOAD', () => {
    const exception = toUploadException(new MulterError('LIMIT_UNEXPECTED_FILE', 'avatar'));

    expect(exception.getStatus()).toBe(400);
    expect(exception.code).toBe('INVALID_UPLOAD');
    expect(exception.message).toBe('Unexpected field "avatar": send one image in the field "file".');
  });

  it('answers a malformed body with 400 INVALID_UPLOAD', () => {
    const exception = toUploadException(new Error('Unexpected end of form'));

    expect(exception.getStatus()).toBe(400);
    expect(exception.message).toBe('Malformed multipart body: Unexpected end of form.');
  });
});
