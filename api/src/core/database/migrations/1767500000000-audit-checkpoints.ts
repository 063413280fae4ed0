import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keyed audit chain (api/src/audit, docs/architecture.md "Audit chain"). `audit_chain` holds
 * the one row saying from which id rows are hashed with the audit key (rows already written keep
 * their plain sha256 hashes and are checked as they were: nothing stored is rewritten) and which
 * key wrote them (a short id of it). `audit_checkpoints` holds signed checkpoints: hourly ones
 * (one per clock hour across instances, `hour` unique), the owner's exports, and the base left by
 * the retention purge (how many rows it removed, and the last one's hash).
 */
export class AuditCheckpoints1767500000000 implements MigrationInterface {
  name = 'AuditCheckpoints1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_chain (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        keyed_from integer NOT NULL,
        key_id char(16)
      )`);
    // The sequence's next id: every row written from now on is keyed.
    await queryRunner.query(`
      INSERT INTO audit_chain (keyed_from)
      SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM audit_log_id_seq`);
    await queryRunner.query(`
      CREATE TABLE audit_checkpoints (
        id serial PRIMARY KEY,
        kind varchar(16) NOT NULL CHECK (kind IN ('hourly', 'export', 'retention')),
        at timestamptz NOT NULL,
        hour timestamptz UNIQUE,
        count integer NOT NULL,
        head char(64) NOT NULL,
        first char(64) NOT NULL,
        sig char(64) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX audit_checkpoints_count ON audit_checkpoints (count)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS audit_checkpoints`);
    await queryRunner.query(`DROP TABLE IF EXISTS audit_chain`);
  }
}
