import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { type Observable, finalize } from 'rxjs';
import { readMultipart } from '../../../common/http/multipart-upload';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '../media.constants';
import { MediaException } from '../media.errors';

/** Uploads held in memory at once per process: at most this × 10 MB. */
export const MAX_CONCURRENT_UPLOADS = 8;
let activeUploads = 0;

/**
 * One file in memory and a few small fields (ignored): a part past the limits ends the upload at once.
 * busboy reports the limit as soon as a file *reaches* it, hence one byte more than the largest file we accept.
 */
const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 20 },
}).single(UPLOAD_FIELD);

/**
 * Reads the multipart body into `request.file` (within MAX_CONCURRENT_UPLOADS), a body too large for the limit
 * refused before it is read (readMultipart); multer's and busboy's errors become 413/400, never 500.
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (activeUploads >= MAX_CONCURRENT_UPLOADS) throw MediaException.uploadsBusy();
    activeUploads += 1;
    const http = context.switchToHttp();
    try {
      await readMultipart(parseUpload, http.getRequest<Request>(), http.getResponse<Response>(), UPLOAD_MAX_BYTES);
    } catch (error) {
      activeUploads -= 1;
      throw toUploadException(error);
    }
    // The buffer lives until the handler is done with it.
    return next.handle().pipe(finalize(() => (activeUploads -= 1)));
  }
}

export function toUploadException(error: unknown): MediaException {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return MediaException.tooLarge(UPLOAD_MAX_BYTES);
    const field = error.field ? ` "${error.field}"` : '';
    return MediaException.invalidUpload(`${error.message}${field}: send one file in the field "${UPLOAD_FIELD}".`);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return MediaException.invalidUpload(`Malformed multipart body: ${reason}.`);
}
