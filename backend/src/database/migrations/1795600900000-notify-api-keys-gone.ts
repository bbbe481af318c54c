import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A key that stops being live — revoked, or deleted with its account, by the API or by an operator's SQL —
 * is announced on `atelier_api_keys` (its id) when that commits, so every process drops the key it holds
 * checked at once instead of within its one-second re-check (ARCHITECTURE.md §10).
 */
export class NotifyApiKeysGone1795600900000 implements MigrationInterface {
  name = 'NotifyApiKeysGone1795600900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION api_keys_gone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('atelier_api_keys', OLD.id::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER tr_api_keys_revoked AFTER UPDATE OF revoked_at ON api_keys FOR EACH ROW
      WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION api_keys_gone()`);
    await queryRunner.query('CREATE TRIGGER tr_api_keys_deleted AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION api_keys_gone()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER tr_api_keys_deleted ON api_keys');
    await queryRunner.query('DROP TRIGGER tr_api_keys_revoked ON api_keys');
    await queryRunner.query('DROP FUNCTION api_keys_gone()');
  }
}
