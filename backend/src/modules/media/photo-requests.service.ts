import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../database/run-sql';
import type { PhotoResponseDto } from './dto/photo-response.dto';

/** Whose request: an account's keys are the account's; a visitor's are their browser session's. */
export interface PhotoRequester {
  userId: string | null;
  sessionId: string;
}

export interface KeyedPhoto {
  id: string;
  createdAt: Date;
  /** Null while it is still being made (or was cut off). */
  answer: PhotoResponseDto | null;
}

const OWNER = (requester: PhotoRequester) =>
  requester.userId
    ? { where: 'user_id = $1', value: requester.userId }
    : { where: 'session_id = $1 AND user_id IS NULL', value: requester.sessionId };

/** Photo requests by idempotency key, so a retry replays the photo instead of making (and counting) another. */
@Injectable()
export class PhotoRequestsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(requester: PhotoRequester, key: string): Promise<KeyedPhoto | null> {
    const owner = OWNER(requester);
    const { rows } = await runSql<{ id: string; created_at: Date; answer: PhotoResponseDto | null }>(
      this.dataSource.manager,
      `SELECT id, created_at, answer FROM photo_requests WHERE ${owner.where} AND idempotency_key = $2`,
      [owner.value, key],
    );
    return rows[0] ? { id: rows[0].id, createdAt: rows[0].created_at, answer: rows[0].answer } : null;
  }

  /** Takes the key; null when another request holds it already. */
  async start(requester: PhotoRequester, key: string): Promise<string | null> {
    const conflict = requester.userId ? '(user_id, idempotency_key) WHERE user_id IS NOT NULL' : '(session_id, idempotency_key) WHERE user_id IS NULL';
    const { rows } = await runSql<{ id: string }>(
      this.dataSource.manager,
      `INSERT INTO photo_requests (user_id, session_id, idempotency_key) VALUES ($1, $2, $3)
       ON CONFLICT ${conflict} DO NOTHING RETURNING id`,
      [requester.userId, requester.sessionId, key],
    );
    return rows[0]?.id ?? null;
  }

  async finish(id: string, answer: PhotoResponseDto): Promise<void> {
    await runSql(this.dataSource.manager, 'UPDATE photo_requests SET answer = $2 WHERE id = $1', [id, JSON.stringify(answer)]);
  }

  /** A request that failed or was cut off leaves its key free for a retry. */
  async drop(id: string): Promise<void> {
    await runSql(this.dataSource.manager, 'DELETE FROM photo_requests WHERE id = $1', [id]);
  }
}
