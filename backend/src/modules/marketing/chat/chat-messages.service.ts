import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';

export interface ChatMessageRecord {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

/** A finished turn found by the charge that paid for its answer. */
export interface PaidTurn {
  question: string;
  pieces: string[];
}

/** The Chat Engineer's conversation, one per account; only whole turns are stored. */
@Injectable()
export class ChatMessagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The last `limit` messages, oldest first. */
  async history(userId: string, limit: number): Promise<ChatMessageRecord[]> {
    const { rows } = await runSql<{ role: ChatMessageRecord['role']; content: string; created_at: Date }>(
      this.dataSource.manager,
      `SELECT role, content, created_at FROM (
         SELECT role, content, created_at, seq FROM marketing_chat_messages WHERE user_id = $1 ORDER BY seq DESC LIMIT $2
       ) recent ORDER BY seq`,
      [userId, limit],
    );
    return rows.map((row) => ({ role: row.role, content: row.content, createdAt: row.created_at }));
  }

  /** Question and answer together, so the history never holds a question without its answer. */
  async saveTurn(userId: string, question: string, pieces: string[], chargeId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await runSql(manager, `INSERT INTO marketing_chat_messages (user_id, role, content) VALUES ($1, 'user', $2)`, [userId, question]);
      await runSql(
        manager,
        `INSERT INTO marketing_chat_messages (user_id, role, content, pieces, charge_id) VALUES ($1, 'assistant', $2, $3, $4)`,
        [userId, pieces.join(''), JSON.stringify(pieces), chargeId],
      );
    });
  }

  async findPaidTurn(userId: string, chargeId: string): Promise<PaidTurn | null> {
    const { rows } = await runSql<{ question: string; pieces: string[] }>(
      this.dataSource.manager,
      `SELECT q.content AS question, a.pieces FROM marketing_chat_messages a
       JOIN LATERAL (
         SELECT content FROM marketing_chat_messages
         WHERE user_id = a.user_id AND role = 'user' AND seq < a.seq ORDER BY seq DESC LIMIT 1) q ON true
       WHERE a.user_id = $1 AND a.charge_id = $2`,
      [userId, chargeId],
    );
    return rows[0] ? { question: rows[0].question, pieces: rows[0].pieces } : null;
  }
}
