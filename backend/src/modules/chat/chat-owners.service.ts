import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity/http/caller.decorator';
import type { ConversationOwner } from './conversations.service';

/**
 * Who a chat request acts for: the account, else the visitor's session id. A visitor's conversations
 * move to the account once, at sign-up or sign-in (identity/ownership, through its claimer).
 */
@Injectable()
export class ChatOwners {
  resolve(caller: Caller, sessionId: string): Promise<ConversationOwner> {
    return Promise.resolve({ userId: caller.user?.id ?? null, sessionId });
  }
}
