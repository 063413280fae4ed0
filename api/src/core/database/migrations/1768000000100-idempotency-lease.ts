import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An Idempotency-Key's claim and its effect are one unit (docs/api.md, "Retrying safely"): each
 * claim has its own token and a lease (`locked_until`), and `applied_at` is written in the
 * effect's own transaction. A claim never applied whose lease ran out (its server died) is taken
 * over by a retry; one applied is never run again. Claims left by a server before this change
 * get a lease that has run out, so they free their keys.
 */
export class IdempotencyLease1768000000100 implements MigrationInterface {
  name = 'IdempotencyLease1768000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE idempotency_keys
         ADD COLUMN claim_token varchar(36),
         ADD COLUMN locked_until timestamptz,
         ADD COLUMN applied_at timestamptz`,
    );
    await queryRunner.query(
      `UPDATE idempotency_keys SET locked_until = created_at WHERE status_code IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE idempotency_keys
         DROP COLUMN claim_token, DROP COLUMN locked_until, DROP COLUMN applied_at`,
    );
  }
}
