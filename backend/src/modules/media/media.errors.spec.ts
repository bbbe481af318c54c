import { MediaException } from './media.errors';

describe(MediaException.name, () => {
  it('answers an unreadable upload with 415 and the engine\'s message', () => {
    const error = MediaException.unreadableUpload('Please upload an image file');

    expect({ status: error.getStatus(), code: error.code, message: error.message }).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please upload an image file',
    });
  });

  it('tells the client the file size on 416', () => {
    expect(MediaException.rangeNotSatisfiable(1234).headers).toEqual({ 'Content-Range': 'bytes */1234' });
  });
});
