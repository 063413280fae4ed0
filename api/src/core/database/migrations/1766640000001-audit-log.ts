import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (api/src/audit): append-only rows (a trigger refuses updates) chained by hash. Indexes serve the list
 * newest first (the primary key), a record's own changes (a parcel's Changes tab), one member's
 * changes, and the retention purge by age.
 */
export class AuditLog1766640000001 implements MigrationInterface {
  name = 'AuditLog1766640000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE audit_log_id_seq AS integer`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id integer PRIMARY KEY,
        at timestamptz NOT NULL,
        account_id integer,
        account_email varchar(300),
        account_role varchar(32),
        ip varchar(64),
        user_agent varchar(500),
        request_id varchar(100),
        entity varchar(40) NOT NULL,
        entity_id varchar(100),
        action varchar(40) NOT NULL,
        changes jsonb NOT NULL,
        prev_hash char(64),
        hash char(64) NOT NULL
      )`);
    await queryRunner.query(`ALTER SEQUENCE audit_log_id_seq OWNED BY audit_log.id`);
    await queryRunner.query(`CREATE INDEX audit_log_record ON audit_log (entity, entity_id, id)`);
    await queryRunner.query(`CREATE INDEX audit_log_account ON audit_log (account_id, id)`);
    await queryRunner.query(`CREATE INDEX audit_log_at ON audit_log (at)`);
    // Append-only: no row is ever changed (the retention purge deletes, nothing updates).
    await queryRunner.query(`
      CREATE FUNCTION audit_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log rows are append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_update()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS audit_log`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS audit_log_refuse_update()`);
  }
}
