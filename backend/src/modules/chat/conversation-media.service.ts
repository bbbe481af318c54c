import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AssetStore } from '../../assets/asset-store.service';
import { assetUrl } from '../../assets/asset-id';
import { runSql } from '../../database/run-sql';
import { CONVERSATION_MEDIA_LIMIT } from './conversation.constants';
import { ConversationException } from './conversation.errors';
import { type ConversationOwner, ConversationsService } from './conversations.service';
import type { ConversationMediaDto, RecordConversationMediaDto } from './dto/conversation.dto';

interface MediaRow {
  id: string;
  kind: 'photo' | 'video';
  prompt: string;
  asset_id: string;
  content_type: string;
  width: number | null;
  height: number | null;
  created_at: Date;
}

const ASSET_KIND = { photo: 'image', video: 'video' } as const;

/**
 * The photos and videos made in a conversation, so a reload restores them with the thread. Only the
 * caller's own files can be kept with the caller's own conversation.
 */
@Injectable()
export class ConversationMediaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly assets: AssetStore,
  ) {}

  async list(owner: ConversationOwner, conversationId: string): Promise<ConversationMediaDto[]> {
    await this.owned(owner, conversationId);
    const { rows } = await runSql<MediaRow>(
      this.dataSource.manager,
      `SELECT m.id, m.kind, m.prompt, m.asset_id, a.content_type, a.width, a.height, m.created_at
       FROM chat_media m JOIN assets a ON a.id = m.asset_id
       WHERE m.conversation_id = $1 ORDER BY m.created_at DESC, m.id LIMIT ${CONVERSATION_MEDIA_LIMIT}`,
      [conversationId],
    );
    return rows.map(toDto);
  }

  /** Keeping the same file twice answers the record already there. */
  async record(owner: ConversationOwner, conversationId: string, input: RecordConversationMediaDto): Promise<ConversationMediaDto> {
    await this.owned(owner, conversationId);
    const asset = await this.assets.find(input.media_id);
    const mine = asset && (owner.userId ? asset.ownerUserId === owner.userId : !asset.ownerUserId && asset.sessionId === owner.sessionId);
    if (!asset || !mine || asset.kind !== ASSET_KIND[input.kind]) throw ConversationException.mediaNotFound();
    await this.dataSource.transaction(async (manager) => {
      await runSql(
        manager,
        `INSERT INTO chat_media (conversation_id, kind, prompt, asset_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (conversation_id, asset_id) DO NOTHING`,
        [conversationId, input.kind, input.prompt, input.media_id],
      );
      await runSql(manager, 'UPDATE chat_conversations SET updated_at = now() WHERE id = $1', [conversationId]);
    });
    const { rows } = await runSql<MediaRow>(
      this.dataSource.manager,
      `SELECT m.id, m.kind, m.prompt, m.asset_id, a.content_type, a.width, a.height, m.created_at
       FROM chat_media m JOIN assets a ON a.id = m.asset_id WHERE m.conversation_id = $1 AND m.asset_id = $2`,
      [conversationId, input.media_id],
    );
    return toDto(rows[0]);
  }

  private async owned(owner: ConversationOwner, conversationId: string): Promise<void> {
    if (!(await this.conversations.findOwned(owner, conversationId))) throw ConversationException.notFound();
  }
}

function toDto(row: MediaRow): ConversationMediaDto {
  return {
    id: row.id,
    kind: row.kind,
    prompt: row.prompt,
    media_id: row.asset_id,
    url: assetUrl(row.asset_id),
    content_type: row.content_type,
    width: row.width,
    height: row.height,
    created_at: row.created_at.toISOString(),
  };
}
