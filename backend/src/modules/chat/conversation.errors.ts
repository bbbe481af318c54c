import { HttpStatus } from '@nestjs/common';
import { answer, errorFamily } from '../../common/error-family';

export const ConversationException = errorFamily('ConversationException', {
  /** Also for another owner's conversation: whether it exists is not the caller's business. */
  notFound: answer('CONVERSATION_NOT_FOUND', HttpStatus.NOT_FOUND, 'Conversation not found.'),
  /** A media id that is not the caller's own photo or video. */
  mediaNotFound: answer('MEDIA_NOT_FOUND', HttpStatus.NOT_FOUND, 'Media not found.'),
});
export type ConversationException = InstanceType<typeof ConversationException>;
