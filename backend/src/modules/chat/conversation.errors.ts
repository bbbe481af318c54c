import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception';
import { fixedAnswer } from '../../common/fixed-answer';

export enum ConversationErrorCode {
  CONVERSATION_NOT_FOUND = 'CONVERSATION_NOT_FOUND',
  MEDIA_NOT_FOUND = 'MEDIA_NOT_FOUND',
}

export class ConversationException extends AppException<ConversationErrorCode> {
  /** Also for another owner's conversation: whether it exists is not the caller's business. */
  static notFound = fixedAnswer(ConversationException, ConversationErrorCode.CONVERSATION_NOT_FOUND, HttpStatus.NOT_FOUND, 'Conversation not found.');

  /** A media id that is not the caller's own photo or video. */
  static mediaNotFound = fixedAnswer(ConversationException, ConversationErrorCode.MEDIA_NOT_FOUND, HttpStatus.NOT_FOUND, 'Media not found.');
}
