import { Inject, Injectable } from '@nestjs/common';
import type { Engines } from '../../engines/create-engines';
import { ENGINES } from '../../engines/engines.module';
import type { ChatMessage, TextEngine } from '../../engines/text-engine';
import { quotaCallerOf } from '../../metering/quotas/quota-caller';
import { DailyQuotas } from '../../metering/quotas/daily-quotas.service';
import type { Caller } from '../../identity/http/caller.decorator';
import { CONTEXT_MESSAGES, HISTORY_MESSAGES } from './chat.constants';
import { ChatOwners } from './chat-owners.service';
import { ConversationException } from './conversation.errors';
import { ConversationOwner, ConversationsService, StoredMessage, toEngineMessages } from './conversations.service';

/** A turn ready to stream (a repeat under an idempotency key never gets here: the kernel replays it). */
export interface ChatTurn {
  engine: TextEngine;
  context: ChatMessage[];
  /** Stores the reply and keeps the quota use. */
  finish(pieces: string[]): Promise<void>;
  /** Removes the question, and gives the quota back when `refund`. */
  abandon(refund: boolean): Promise<void>;
  /** Whatever happened, a turn that neither finished nor was abandoned is abandoned and refunded. */
  close(): Promise<void>;
}

/** Conversations and quota around one chat message; streaming itself is ChatStreamer's. */
@Injectable()
export class ChatService {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly quotas: DailyQuotas,
    private readonly owners: ChatOwners,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  /** The conversation asked for; 404 when it is not the owner's (whether it exists is not the caller's business). */
  private async owned(owner: ConversationOwner, conversationId: string): Promise<string> {
    const owned = await this.conversations.findOwned(owner, conversationId);
    if (!owned) throw ConversationException.notFound();
    return owned;
  }

  async history(caller: Caller, sessionId: string, chosen: string | null = null): Promise<StoredMessage[]> {
    // Without a choice: the most recently used conversation (what a client from before the list continues).
    const owner = await this.owners.resolve(caller, sessionId);
    const conversationId = chosen ? await this.owned(owner, chosen) : await this.conversations.find(owner);
    return conversationId ? this.conversations.history(conversationId, HISTORY_MESSAGES) : [];
  }

  /** Everything that can fail with a plain JSON answer (404, 429) happens here, before any byte is streamed. */
  async begin(caller: Caller, message: string, sessionId: string, chosen: string | null = null): Promise<ChatTurn> {
    const engine = this.engines.text;
    const owner = await this.owners.resolve(caller, sessionId);
    const conversationId = chosen ? await this.owned(owner, chosen) : await this.conversations.findOrCreate(owner);
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, sessionId), 'chat');
    let context: ChatMessage[];
    let turnId: string;
    try {
      context = toEngineMessages(await this.conversations.history(conversationId, CONTEXT_MESSAGES));
      turnId = await this.conversations.startTurn(conversationId, message);
    } catch (error) {
      await reservation.release();
      throw error;
    }
    let open = true;
    const abandon = async (refund: boolean) => {
      open = false;
      try {
        await this.conversations.dropTurn(turnId);
      } finally {
        await (refund ? reservation.release() : reservation.settle());
      }
    };
    return {
      engine,
      context: [...context, { role: 'user', content: message }],
      finish: async (pieces) => {
        await this.conversations.finishTurn(conversationId, turnId, pieces);
        open = false;
        await reservation.settle();
      },
      abandon,
      close: async () => {
        if (open) await abandon(true);
      },
    };
  }
}
