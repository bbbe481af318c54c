import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { EngineError } from '../../engines/engine-error';

export enum ChatErrorCode {
  IN_PROGRESS = 'IN_PROGRESS',
  ENGINE_FAILED = 'ENGINE_FAILED',
  ENGINE_TIMEOUT = 'ENGINE_TIMEOUT',
}

export const GENERIC_ENGINE_FAILURE = 'The chat engine could not answer. Please try again.';

export class ChatException extends AppException<ChatErrorCode> {
  /** A request with this idempotency key is still being answered. */
  static inProgress(): ChatException {
    return new ChatException(
      ChatErrorCode.IN_PROGRESS,
      'This message is still being answered. Try again in a moment.',
      HttpStatus.CONFLICT,
    );
  }

  /** Engine failures are the provider's fault, never a 500; EngineError messages are safe to show. */
  static fromEngine(error: unknown): ChatException {
    if (error instanceof EngineError && error.kind === 'timeout') {
      return new ChatException(ChatErrorCode.ENGINE_TIMEOUT, error.message, HttpStatus.GATEWAY_TIMEOUT);
    }
    const message = error instanceof EngineError ? error.message : GENERIC_ENGINE_FAILURE;
    return new ChatException(ChatErrorCode.ENGINE_FAILED, message, HttpStatus.BAD_GATEWAY);
  }
}
