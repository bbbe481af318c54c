import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { EngineError } from '../../engines/engine-error';

export enum ChatErrorCode {
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
}

export const GENERIC_ENGINE_FAILURE = 'The chat engine could not answer. Please try again.';

export class ChatException extends AppException<ChatErrorCode> {
  /** Engine failures are the provider's fault, never a 500; EngineError messages are safe to show. */
  static fromEngine(error: unknown): ChatException {
    if (error instanceof EngineError && error.kind === 'timeout') {
      return new ChatException(ChatErrorCode.ENGINE_TIMEOUT, error.message, HttpStatus.GATEWAY_TIMEOUT);
    }
    const message = error instanceof EngineError ? error.message : GENERIC_ENGINE_FAILURE;
    return new ChatException(ChatErrorCode.ENGINE_FAILED, message, HttpStatus.BAD_GATEWAY);
  }
}
