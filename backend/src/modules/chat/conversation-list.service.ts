import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../database/run-sql';
import { CONVERSATION_LIST_LIMIT, FIRST_MESSAGE_PREVIEW_CHARACTERS } from './conversation.constants';
import { ConversationException } from './conversation.errors';
import { type ConversationOwner, ownerClause } from './conversations.service';
import type { ConversationDto } from './dto/conversation.dto';

interface ConversationRow {
  id: string;
  title: string | null;
  first_message: string | null;
  message_count: string;
  media_count: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * A question sent with an image's analysis (the landing's `[Image context: …]` prefix, ended by
 * `[End of image context]` and a blank line) names its conversation by the question, not the analysis.
 */
const IMAGE_CONTEXT_END = "E'\\n[End of image context]\\n\\n'";
const QUESTION_OF = (column: string) =>
  `CASE WHEN ${column} LIKE '[Image context: %' AND strpos(${column}, ${IMAGE_CONTEXT_END}) > 0
     THEN substr(${column}, strpos(${column}, ${IMAGE_CONTEXT_END}) + 25) ELSE ${column} END`;

const COLUMNS = `c.id, c.title, c.created_at, c.updated_at,
  (SELECT left(${QUESTION_OF('m.content')}, ${FIRST_MESSAGE_PREVIEW_CHARACTERS}) FROM chat_messages m
    WHERE m.conversation_id = c.id AND m.role = 'user' ORDER BY m.created_at, m.id LIMIT 1) AS first_message,
  (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id) AS message_count,
  (SELECT count(*) FROM chat_media a WHERE a.conversation_id = c.id) AS media_count`;

/** The conversation list: an owner's conversations, new, renamed and deleted; another owner's id is a 404. */
@Injectable()
export class ConversationListService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[]) {
    return runSql<T>(this.dataSource.manager, text, parameters);
  }

  async list(owner: ConversationOwner): Promise<ConversationDto[]> {
    const { rows } = await this.sql<ConversationRow>(
      `SELECT ${COLUMNS} FROM chat_conversations c WHERE ${prefixed(owner)}
       ORDER BY c.updated_at DESC, c.created_at DESC, c.id LIMIT ${CONVERSATION_LIST_LIMIT}`,
      [ownerKey(owner)],
    );
    return rows.map(toDto);
  }

  async create(owner: ConversationOwner): Promise<ConversationDto> {
    const { rows } = await this.sql<{ id: string }>(
      'INSERT INTO chat_conversations (session_id, user_id) VALUES ($1, $2) RETURNING id',
      [owner.sessionId, owner.userId],
    );
    return this.get(owner, rows[0].id);
  }

  async get(owner: ConversationOwner, id: string): Promise<ConversationDto> {
    const { rows } = await this.sql<ConversationRow>(
      `SELECT ${COLUMNS} FROM chat_conversations c WHERE ${prefixed(owner)} AND c.id = $2`,
      [ownerKey(owner), id],
    );
    if (!rows[0]) throw ConversationException.notFound();
    return toDto(rows[0]);
  }

  /** Renaming is not using: the list order (by last use) stays as it was. */
  async rename(owner: ConversationOwner, id: string, title: string): Promise<ConversationDto> {
    const { rowCount } = await this.sql(
      `UPDATE chat_conversations SET title = $3 WHERE ${ownerClause(owner)} AND id = $2`,
      [ownerKey(owner), id, title],
    );
    if (!rowCount) throw ConversationException.notFound();
    return this.get(owner, id);
  }

  /** Its messages and media records go with it (cascade); the files stay in the asset store under their owner. */
  async remove(owner: ConversationOwner, id: string): Promise<void> {
    const { rowCount } = await this.sql(`DELETE FROM chat_conversations WHERE ${ownerClause(owner)} AND id = $2`, [
      ownerKey(owner),
      id,
    ]);
    if (!rowCount) throw ConversationException.notFound();
  }
}

function ownerKey(owner: ConversationOwner): string {
  return owner.userId ?? owner.sessionId;
}

function prefixed(owner: ConversationOwner): string {
  return owner.userId ? 'c.user_id = $1' : 'c.session_id = $1 AND c.user_id IS NULL';
}

function toDto(row: ConversationRow): ConversationDto {
  return {
    id: row.id,
    title: row.title,
    first_message: row.first_message,
    message_count: Number(row.message_count),
    media_count: Number(row.media_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
