import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../database/run-sql';
import { isForeignKeyViolation } from '../../database/sql-errors';
import type { ChatMessage } from '../../engines/text-engine';
import { ConversationException } from './conversation.errors';

/** Whose conversation: an account's follows the account; a visitor's is the browser session's. */
export interface ConversationOwner {
  userId: string | null;
  sessionId: string;
}

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Conversations and their messages; every query is scoped to a conversation the caller owns. */
@Injectable()
export class ConversationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[]) {
    return runSql<T>(this.dataSource.manager, text, parameters);
  }

  /** The owner's most recently used conversation (the one a client without a choice continues). */
  async find(owner: ConversationOwner): Promise<string | null> {
    const { rows } = await this.sql<{ id: string }>(
      `SELECT id FROM chat_conversations WHERE ${ownerClause(owner)} ORDER BY updated_at DESC, created_at DESC LIMIT 1`,
      [owner.userId ?? owner.sessionId],
    );
    return rows[0]?.id ?? null;
  }

  /** `conversationId` when the owner has it, else null: another owner's id counts as a made-up one. */
  async findOwned(owner: ConversationOwner, conversationId: string): Promise<string | null> {
    const { rows } = await this.sql<{ id: string }>(
      `SELECT id FROM chat_conversations WHERE id = $2 AND ${ownerClause(owner)}`,
      [owner.userId ?? owner.sessionId, conversationId],
    );
    return rows[0]?.id ?? null;
  }

  async findOrCreate(owner: ConversationOwner): Promise<string> {
    const found = await this.find(owner);
    if (found) return found;
    const { rows } = await this.sql<{ id: string }>(
      'INSERT INTO chat_conversations (session_id, user_id) VALUES ($1, $2) RETURNING id',
      [owner.sessionId, owner.userId],
    );
    return rows[0].id;
  }

  /** The last `limit` messages of answered turns, oldest first, each question before its answer. */
  async history(conversationId: string, limit: number): Promise<StoredMessage[]> {
    const { rows } = await this.sql<StoredMessage>(
      `SELECT role, content FROM (
         SELECT m.role, m.content, COALESCE(q.created_at, m.created_at) AS turn_at, m.role = 'assistant' AS is_reply, m.id
         FROM chat_messages m
         LEFT JOIN chat_messages q ON q.id = m.reply_to
         WHERE m.conversation_id = $1
           AND (m.role = 'assistant' OR EXISTS (SELECT 1 FROM chat_messages r WHERE r.reply_to = m.id))
         ORDER BY turn_at DESC, is_reply DESC, m.id DESC
         LIMIT $2
       ) recent ORDER BY turn_at, is_reply, id`,
      [conversationId, limit],
    );
    return rows;
  }

  /**
   * Stores the question.
   * @throws CONVERSATION_NOT_FOUND when the conversation was deleted since it was looked up.
   */
  async startTurn(conversationId: string, content: string): Promise<string> {
    const { rows } = await whileConversationExists(
      this.sql<{ id: string }>(
        `INSERT INTO chat_messages (conversation_id, role, content) VALUES ($1, 'user', $2) RETURNING id`,
        [conversationId, content],
      ),
    );
    return rows[0].id;
  }

  /**
   * Stores the whole reply.
   * @throws CONVERSATION_NOT_FOUND when the conversation (and with it the question) was deleted meanwhile.
   */
  async finishTurn(conversationId: string, userMessageId: string, pieces: string[]): Promise<void> {
    await whileConversationExists(this.dataSource.transaction(async (manager) => {
      await runSql(
        manager,
        `INSERT INTO chat_messages (conversation_id, role, content, reply_to) VALUES ($1, 'assistant', $2, $3)`,
        [conversationId, pieces.join(''), userMessageId],
      );
      await runSql(manager, 'UPDATE chat_conversations SET updated_at = now() WHERE id = $1', [conversationId]);
    }));
  }

  /** A turn that did not finish leaves nothing behind, so history holds only whole answers. */
  async dropTurn(userMessageId: string): Promise<void> {
    await this.sql('DELETE FROM chat_messages WHERE id = $1', [userMessageId]);
  }
}

/** A message's conversation (or the question it answers) deleted by another request is a 404, as it is from now on. */
async function whileConversationExists<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw ConversationException.notFound();
    throw error;
  }
}

/** `$1` is the account id, or the visitor's session id (a visitor sees only what it made without an account). */
export function ownerClause(owner: ConversationOwner): string {
  return owner.userId ? 'user_id = $1' : 'session_id = $1 AND user_id IS NULL';
}

export function toEngineMessages(messages: StoredMessage[]): ChatMessage[] {
  return messages.map(({ role, content }) => ({ role, content }));
}
