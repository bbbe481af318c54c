import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { readMultipart } from '../../../common/http/multipart-upload';
import { MovieException } from '../movie.errors';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_FIELD = 'file';

/**
 * One file in memory, nothing else: a part past the limits ends the upload at once. busboy reports the
 * limit as soon as a file *reaches* it, hence one byte more than the largest avatar accepted.
 */
const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 0, headerPairs: 20 },
}).single(AVATAR_FIELD);

/** Reads the multipart body into `request.file` (too large: refused early), turning multer's and busboy's errors into 4xx answers. */
@Injectable()
export class MovieAvatarUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipart(parseUpload, http.getRequest<Request>(), http.getResponse<Response>(), AVATAR_MAX_BYTES).catch((error: unknown) => {
      throw toUploadException(error);
    });
    return next.handle();
  }
}

export function toUploadException(error: unknown): MovieException {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return MovieException.avatarTooLarge(AVATAR_MAX_BYTES / 1024 / 1024);
    const field = error.field ? ` "${error.field}"` : '';
    return MovieException.invalidUpload(`${error.message}${field}: send one image in the field "${AVATAR_FIELD}".`);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return MovieException.invalidUpload(`Malformed multipart body: ${reason}.`);
}
