import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AssetStore } from '../../assets/asset-store.service';
import { runSql } from '../../database/run-sql';
import type { Caller } from '../../identity/http/caller.decorator';
import { ConversationMediaService } from './conversation-media.service';
import type { ConversationOwner } from './conversations.service';

/** A pair already moved over stays moved for this long before a request checks again (a sign-out and back). */
const CLAIM_MEMORY_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Who a chat request acts for. A signed-in caller still sending its visitor session id (the browser keeps
 * it across sign-up and sign-in) gets that session's conversations, and the photos and videos kept with
 * them, moved to the account: a visitor's work survives signing up or in. Movie and Music do the same.
 */
@Injectable()
export class ChatOwners {
  private readonly claimed = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: ConversationMediaService,
    private readonly assets: AssetStore,
  ) {}

  async resolve(caller: Caller, sessionId: string): Promise<ConversationOwner> {
    const userId = caller.user?.id ?? null;
    if (userId) await this.claim(userId, sessionId);
    return { userId, sessionId };
  }

  private async claim(userId: string, sessionId: string): Promise<void> {
    const key = `${userId}:${sessionId}`;
    const now = Date.now();
    if ((this.claimed.get(key) ?? 0) > now) return;
    const { rows } = await runSql<{ id: string }>(
      this.dataSource.manager,
      'UPDATE chat_conversations SET user_id = $1 WHERE user_id IS NULL AND session_id = $2 RETURNING id',
      [userId, sessionId],
    );
    const moved = rows.map((row) => row.id);
    await this.assets.adoptAssets(sessionId, await this.media.assetIdsOf(moved), userId);
    if (this.claimed.size >= MAX_REMEMBERED) this.claimed.clear();
    this.claimed.set(key, now + CLAIM_MEMORY_MS);
  }
}
