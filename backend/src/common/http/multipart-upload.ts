import type { Request, Response } from 'express';
import { MulterError } from 'multer';
import { closeAfterAnswer, declaresMoreThan, watchBodySize } from './body-size';

/** A multer middleware (`multer({...}).single(field)`). */
export type MultipartParser = (request: Request, response: Response, next: (error?: unknown) => void) => void;

/**
 * What a multipart body may hold beyond its file: boundaries, each part's headers (busboy takes up to 16 KB a
 * part) and a few small fields. A body larger than the file limit and this could only hold a file over the
 * limit (or limits multer would refuse anyway), so it is refused from its Content-Length.
 */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

/**
 * Reads a multipart upload with `parse`, refusing it early when too large (README "Request size limits"): a
 * Content-Length over `maxFileBytes` + MULTIPART_OVERHEAD_BYTES before a byte is read, a chunked body as soon
 * as that much has arrived. Either way, and when multer itself finds the file over its limit, the connection
 * closes after the answer, so the rest is never read. Rejects with multer's or busboy's error, or with
 * MulterError LIMIT_FILE_SIZE for the early refusals: each area maps them onto its own answers.
 */
export function readMultipart(parse: MultipartParser, request: Request, response: Response, maxFileBytes: number): Promise<void> {
  const maxBodyBytes = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  return new Promise((resolve, reject) => {
    if (declaresMoreThan(request, maxBodyBytes)) {
      closeAfterAnswer(response);
      reject(new MulterError('LIMIT_FILE_SIZE'));
      return;
    }
    let settled = false;
    let stopWatching: (() => void) | undefined;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      stopWatching?.();
      if (!error) return resolve();
      if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') closeAfterAnswer(response);
      reject(error);
    };
    parse(request, response, settle);
    if (!settled) stopWatching = watchBodySize(request, maxBodyBytes, () => settle(new MulterError('LIMIT_FILE_SIZE')));
  });
}
