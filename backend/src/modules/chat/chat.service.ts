import { Inject, Injectable } from '@nestjs/common';
import type { Engines } from '../../engines/create-engines';
import { ENGINES } from '../../engines/engines.module';
import type { ChatMessage, TextEngine } from '../../engines/text-engine';
import { quotaCallerOf } from '../../quotas/quota-caller';
import { QuotasService } from '../../quotas/quotas.service';
import type { Caller } from '../../identity/http/caller.decorator';
import { CONTEXT_MESSAGES, HISTORY_MESSAGES, STALE_TURN_MS } from './chat.constants';
import { ChatException } from './chat.errors';
import { ConversationOwner, ConversationsService, StoredMessage, toEngineMessages } from './conversations.service';

/** A turn ready to stream: either a stored reply to replay, or a live generation to run. */
export type ChatTurn =
  | { kind: 'replay'; engine: TextEngine; pieces: string[] }
  | {
      kind: 'live';
      engine: TextEngine;
      context: ChatMessage[];
      /** Stores the reply. */
      finish(pieces: string[]): Promise<void>;
      /** Removes the question, and gives the quota back when `refund`. */
      abandon(refund: boolean): Promise<void>;
    };

/** Conversations, idempotency and quota around one chat message; streaming itself is ChatStreamer's. */
@Injectable()
export class ChatService {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly quotas: QuotasService,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  async history(caller: Caller, sessionId: string): Promise<StoredMessage[]> {
    const conversationId = await this.conversations.find(ownerOf(caller, sessionId));
    return conversationId ? this.conversations.history(conversationId, HISTORY_MESSAGES) : [];
  }

  /** Everything that can fail with a plain JSON answer (409, 429) happens here, before any byte is streamed. */
  async begin(caller: Caller, message: string, sessionId: string, key: string | null): Promise<ChatTurn> {
    const engine = this.engines.text;
    const conversationId = await this.conversations.findOrCreate(ownerOf(caller, sessionId));
    if (key) {
      const earlier = await this.conversations.findByKey(conversationId, key);
      if (earlier?.replyPieces) return { kind: 'replay', engine, pieces: earlier.replyPieces };
      if (earlier && Date.now() - earlier.createdAt.getTime() < STALE_TURN_MS) throw ChatException.inProgress();
      if (earlier) await this.conversations.dropTurn(earlier.userMessageId);
    }
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, sessionId), 'chat');
    const context = toEngineMessages(await this.conversations.history(conversationId, CONTEXT_MESSAGES));
    const userMessageId = await this.conversations.startTurn(conversationId, message, key);
    if (!userMessageId) {
      await reservation.refund();
      throw ChatException.inProgress();
    }
    return {
      kind: 'live',
      engine,
      context: [...context, { role: 'user', content: message }],
      finish: (pieces) => this.conversations.finishTurn(conversationId, userMessageId, pieces, key !== null),
      abandon: async (refund) => {
        await this.conversations.dropTurn(userMessageId);
        if (refund) await reservation.refund();
      },
    };
  }
}

function ownerOf(caller: Caller, sessionId: string): ConversationOwner {
  return { userId: caller.user?.id ?? null, sessionId };
}
