import { MESSAGE_MAX_CHARACTERS } from '../chat.constants';
import { RequiredText, SessionIdField } from '../../../common/text-field.decorators';
import { OptionalConversationId } from './optional-conversation-id.decorator';

export class ChatStreamDto {
  @RequiredText(MESSAGE_MAX_CHARACTERS, { example: 'Write a haiku about the sea' })
  message!: string;

  @SessionIdField({ description: "The browser's session id" })
  session_id!: string;

  @OptionalConversationId()
  conversation_id?: string;
}
