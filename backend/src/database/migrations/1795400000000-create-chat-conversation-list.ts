import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Many conversations per owner (an account, or a visitor's browser session), each with an
 * optional title, and the photos and videos made in a conversation so a reload restores them in place.
 */
export class CreateChatConversationList1795400000000 implements MigrationInterface {
  name = 'CreateChatConversationList1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ux_chat_conversations_user');
    await queryRunner.query('DROP INDEX ux_chat_conversations_visitor_session');
    await queryRunner.query(
      'ALTER TABLE chat_conversations ADD COLUMN title text CONSTRAINT ck_chat_conversations_title CHECK (char_length(title) BETWEEN 1 AND 120)',
    );
    await queryRunner.query(
      'CREATE INDEX ix_chat_conversations_user ON chat_conversations (user_id, updated_at DESC) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX ix_chat_conversations_visitor_session ON chat_conversations (session_id, updated_at DESC) WHERE user_id IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE chat_media (
        id uuid CONSTRAINT pk_chat_media PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL
          CONSTRAINT fk_chat_media_conversation REFERENCES chat_conversations (id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT ck_chat_media_kind CHECK (kind IN ('photo', 'video')),
        prompt text NOT NULL,
        asset_id uuid NOT NULL CONSTRAINT fk_chat_media_asset REFERENCES assets (id) ON DELETE CASCADE,
        engine jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX ux_chat_media_asset ON chat_media (conversation_id, asset_id)');
    await queryRunner.query('CREATE INDEX ix_chat_media_conversation ON chat_media (conversation_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat_media');
    await queryRunner.query('DROP INDEX ix_chat_conversations_visitor_session');
    await queryRunner.query('DROP INDEX ix_chat_conversations_user');
    await queryRunner.query('ALTER TABLE chat_conversations DROP COLUMN title');
  }
}
