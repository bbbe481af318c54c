import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';

export enum ChatErrorCode {
  IN_PROGRESS = 'IN_PROGRESS',
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
}
