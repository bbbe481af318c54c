import { HttpStatus } from '@nestjs/common';
import { EngineError } from '../../engines/engine-error';
import { MediaErrorCode, MediaException } from './media.errors';

describe(MediaException.name, () => {
  const answer = (error: MediaException) => ({ status: error.getStatus(), code: error.code, message: error.message });

  it('maps engine failures to 502, timeouts to 504, never 500', () => {
    expect(answer(MediaException.fromEngine(new EngineError('provider', 'The AI provider answered 500.')))).toEqual({
      status: 502,
      code: 'ENGINE_FAILED',
      message: 'The AI provider answered 500.',
    });
    expect(answer(MediaException.fromEngine(new EngineError('timeout', 'Too slow.')))).toMatchObject({
      status: 504,
      code: 'ENGINE_TIMEOUT',
    });
    expect(MediaException.fromEngine(new Error('secret stack detail')).message).not.toContain('secret');
  });

  it('maps an unconfigured engine to 503 with the code the caller names', () => {
    const error = MediaException.fromEngine(new EngineError('unavailable', 'Configure a provider.'), {
      unavailableCode: MediaErrorCode.TRANSCRIPTION_UNAVAILABLE,
    });

    expect(answer(error)).toEqual({ status: 503, code: 'TRANSCRIPTION_UNAVAILABLE', message: 'Configure a provider.' });
  });

  it('maps invalid input to 400 for prompts and 415 for uploads', () => {
    const invalid = new EngineError('invalid-input', 'Not an image.');

    expect(answer(MediaException.fromEngine(invalid))).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(
      answer(MediaException.fromEngine(invalid, { invalidInputStatus: HttpStatus.UNSUPPORTED_MEDIA_TYPE })),
    ).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('tells the client the file size on 416', () => {
    expect(MediaException.rangeNotSatisfiable(1234).headers).toEqual({ 'Content-Range': 'bytes */1234' });
  });
});
