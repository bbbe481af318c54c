import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { readMultipart } from '../../../common/http/multipart-upload';
import { MAX_TRANSCRIPTION_BYTES } from './openai-compat.constants';
import { invalidParam } from './openai-param-error';
import { AppException } from '../../../common/app.exception';
import { CommonErrorCode } from '../../../common/common-error-code.enum';
import { HttpStatus } from '@nestjs/common';

/** The audio in `file` and OpenAI's few text fields (model, language, prompt, response_format, temperature…). */
const parseTranscription = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_TRANSCRIPTION_BYTES + 1, files: 1, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 20 },
}).single('file');

/** Reads a transcription upload into `request.file` and `request.body`; a bad body is a 400/413 naming `file`. */
@Injectable()
export class OpenAiAudioUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipart(parseTranscription, http.getRequest<Request>(), http.getResponse<Response>(), MAX_TRANSCRIPTION_BYTES).catch((error: unknown) => {
      if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
        throw new AppException(CommonErrorCode.PAYLOAD_TOO_LARGE, `file may be at most ${MAX_TRANSCRIPTION_BYTES / 1024 / 1024} MB.`, HttpStatus.PAYLOAD_TOO_LARGE, {}, { param: 'file' });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw invalidParam('file', `Malformed multipart body: ${reason}; send the audio in the field "file".`);
    });
    return next.handle();
  }
}
