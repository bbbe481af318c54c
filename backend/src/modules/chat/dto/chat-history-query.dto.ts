import { SessionIdField } from '../../../common/text-field.decorators';
import { OptionalConversationId } from './optional-conversation-id.decorator';

export class ChatHistoryQueryDto {
  @SessionIdField()
  session_id!: string;

  @OptionalConversationId()
  conversation_id?: string;
}
