import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Landing chat (a conversation per signed-in user, or per browser session for visitors) and the daily
 * usage counters behind plan quotas.
 */
export class CreateChatAndUsage1795305610000 implements MigrationInterface {
  name = 'CreateChatAndUsage1795305610000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_conversations (
        id uuid CONSTRAINT pk_chat_conversations PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id text NOT NULL,
        user_id uuid CONSTRAINT fk_chat_conversations_user REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One conversation per account, and one per browser session among visitors.
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_chat_conversations_user ON chat_conversations (user_id) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_chat_conversations_visitor_session ON chat_conversations (session_id) WHERE user_id IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id uuid CONSTRAINT pk_chat_messages PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL
          CONSTRAINT fk_chat_messages_conversation REFERENCES chat_conversations (id) ON DELETE CASCADE,
        role text NOT NULL CONSTRAINT ck_chat_messages_role CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        reply_to uuid CONSTRAINT fk_chat_messages_reply_to REFERENCES chat_messages (id) ON DELETE CASCADE,
        idempotency_key text,
        pieces jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT ck_chat_messages_reply_is_assistant CHECK ((role = 'assistant') = (reply_to IS NOT NULL))
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX ux_chat_messages_idempotency ON chat_messages (conversation_id, idempotency_key) WHERE idempotency_key IS NOT NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX ux_chat_messages_reply_to ON chat_messages (reply_to)');
    await queryRunner.query('CREATE INDEX ix_chat_messages_conversation ON chat_messages (conversation_id, created_at)');
    await queryRunner.query(`
      CREATE TABLE usage_counters (
        subject text NOT NULL,
        capability text NOT NULL,
        day date NOT NULL,
        count integer NOT NULL CONSTRAINT ck_usage_counters_count CHECK (count >= 0),
        CONSTRAINT pk_usage_counters PRIMARY KEY (subject, capability, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE usage_counters');
    await queryRunner.query('DROP TABLE chat_messages');
    await queryRunner.query('DROP TABLE chat_conversations');
  }
}
