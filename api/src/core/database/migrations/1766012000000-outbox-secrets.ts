import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing messages that carry a secret (a PIN, a signed link) are marked so their body is blanked
 * once sent; old messages are purged by age (docs/architecture.md §3, retention).
 */
export class OutboxSecrets1766012000000 implements MigrationInterface {
  name = 'OutboxSecrets1766012000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE outbox_messages ADD COLUMN secret boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`CREATE INDEX outbox_created ON outbox_messages (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS outbox_created`);
    await queryRunner.query(`ALTER TABLE outbox_messages DROP COLUMN secret`);
  }
}
