import { MulterError } from 'multer';
import { toUploadException } from './media-upload.interceptor';

describe(toUploadException.name, () => {
  it('answers a file over the limit with 413 PAYLOAD_TOO_LARGE', () => {
    const error = toUploadException(new MulterError('LIMIT_FILE_SIZE', 'file'));

    expect(error.getStatus()).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers other multer errors and busboy parse errors with 400 INVALID_UPLOAD', () => {
    for (const cause of [new MulterError('LIMIT_UNEXPECTED_FILE', 'avatar'), new Error('Unexpected end of form')]) {
      const error = toUploadException(cause);

      expect(error.getStatus()).toBe(400);
      expect(error.code).toBe('INVALID_UPLOAD');
    }
  });
});
