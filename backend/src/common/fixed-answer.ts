import type { HttpStatus } from '@nestjs/common';
import type { AppException } from './app.exception';

/** An area's exception class (`class MediaException extends AppException<MediaErrorCode> {}`). */
type AreaException<TCode extends string, E extends AppException<TCode>> = new (code: TCode, message: string, status: HttpStatus) => E;

/**
 * One of an area's answers whose text never changes, as a static factory:
 * `static notFound = fixedAnswer(MediaException, MediaErrorCode.MEDIA_NOT_FOUND, HttpStatus.NOT_FOUND, 'Media not found.')`.
 */
export function fixedAnswer<TCode extends string, E extends AppException<TCode>>(
  Exception: AreaException<TCode, E>,
  code: NoInfer<TCode>,
  status: HttpStatus,
  message: string,
): () => E {
  return () => new Exception(code, message, status);
}

/** One of an area's answers whose text the caller gives (a rule the input broke, a runner's reason). */
export function answerWithText<TCode extends string, E extends AppException<TCode>>(
  Exception: AreaException<TCode, E>,
  code: NoInfer<TCode>,
  status: HttpStatus,
): (message: string) => E {
  return (message) => new Exception(code, message, status);
}
