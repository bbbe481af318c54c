import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';

export enum ConversationErrorCode {
  CONVERSATION_NOT_FOUND = 'CONVERSATION_NOT_FOUND',
  MEDIA_NOT_FOUND = 'MEDIA_NOT_FOUND',
}

export class ConversationException extends AppException<ConversationErrorCode> {
  /** Also for another owner's conversation: whether it exists is not the caller's business. */
  static notFound(): ConversationException {
    return new ConversationException(
      ConversationErrorCode.CONVERSATION_NOT_FOUND,
      'Conversation not found.',
      HttpStatus.NOT_FOUND,
    );
  }

  /** A media id that is not the caller's own photo or video. */
  static mediaNotFound(): ConversationException {
    return new ConversationException(ConversationErrorCode.MEDIA_NOT_FOUND, 'Media not found.', HttpStatus.NOT_FOUND);
  }
}
