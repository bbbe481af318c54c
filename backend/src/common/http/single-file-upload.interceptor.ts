import { type CallHandler, type ExecutionContext, type NestInterceptor, type Type, mixin } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import type { AppException } from '../app.exception';
import { readMultipart } from './multipart-upload';

/** An area's answers to a bad upload. */
export interface UploadErrors {
  tooLarge(): AppException;
  invalid(reason: string): AppException;
}

export interface SingleFileUpload {
  /** The multipart field that holds the file. */
  field: string;
  maxBytes: number;
  errors: UploadErrors;
  /** What the field holds, for the reason of a malformed upload ("one image" when left out). */
  holds?: string;
}

/** multer's and busboy's errors as the area's 413 / 400 answers. */
export function uploadException(error: unknown, { field, errors, holds = 'one image' }: Pick<SingleFileUpload, 'field' | 'errors' | 'holds'>): AppException {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return errors.tooLarge();
    const named = error.field ? ` "${error.field}"` : '';
    return errors.invalid(`${error.message}${named}: send ${holds} in the field "${field}".`);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return errors.invalid(`Malformed multipart body: ${reason}.`);
}

/**
 * An interceptor that reads one file of at most `maxBytes` into `request.file`, and nothing else: a part
 * past the limits ends the upload at once (too large: refused early, see readMultipart). busboy reports the
 * limit as soon as a file *reaches* it, hence one byte more than the largest file accepted.
 */
export function singleFileUploadInterceptor(upload: SingleFileUpload): Type<NestInterceptor> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: upload.maxBytes + 1, files: 1, fields: 0, headerPairs: 20 },
  }).single(upload.field);

  class SingleFileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await readMultipart(parse, http.getRequest<Request>(), http.getResponse<Response>(), upload.maxBytes).catch((error: unknown) => {
        throw uploadException(error, upload);
      });
      return next.handle();
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
