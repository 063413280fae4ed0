import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keys that seal people's values in the audit trail (api/src/audit/audit-seals.ts): one per
 * record and side (a parcel's recipient, its sender). Erasing a person deletes their keys, so the
 * trail's rows stay as they were hashed and the chain still holds, but their values can no longer
 * be read (docs/architecture.md §4.10).
 */
export class AuditSealKeys1768000900200 implements MigrationInterface {
  name = 'AuditSealKeys1768000900200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE audit_seal_keys (
         entity varchar(40) NOT NULL,
         entity_id varchar(100) NOT NULL,
         side varchar(16) NOT NULL,
         key bytea NOT NULL CHECK (length(key) = 32),
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (entity, entity_id, side)
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_seal_keys`);
  }
}
