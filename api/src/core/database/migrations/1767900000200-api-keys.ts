import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shops call the API with keys (docs/api.md): the keys (their SHA-256 only), their calls per day,
 * the answers kept for an Idempotency-Key (24 hours), and a parcel's own order reference with the
 * key that made it (a key sees only its own parcels; a reference is unique per key).
 */
export class ApiKeys1767900000200 implements MigrationInterface {
  name = 'ApiKeys1767900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE api_keys (
         id serial PRIMARY KEY,
         name varchar(100) NOT NULL,
         prefix varchar(32) NOT NULL,
         key_hash char(64) NOT NULL UNIQUE,
         scopes jsonb NOT NULL,
         created_by integer REFERENCES admins (id) ON DELETE SET NULL,
         created_by_email varchar(300),
         created_at timestamptz NOT NULL DEFAULT now(),
         expires_on date,
         revoked_at timestamptz,
         last_used_at timestamptz,
         last_ip varchar(64)
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE api_key_calls (
         key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
         day date NOT NULL,
         calls integer NOT NULL DEFAULT 0,
         PRIMARY KEY (key_id, day)
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE idempotency_keys (
         caller varchar(64) NOT NULL,
         key varchar(255) NOT NULL,
         request_hash char(64) NOT NULL,
         status_code integer,
         answer jsonb,
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (caller, key)
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`,
    );
    await queryRunner.query(`ALTER TABLE parcels ADD COLUMN reference varchar(300)`);
    await queryRunner.query(
      `ALTER TABLE parcels ADD COLUMN api_key_id integer REFERENCES api_keys (id) ON DELETE SET NULL`,
    );
    // One parcel per reference and key; staff's own references (no key) are unique among theirs.
    await queryRunner.query(
      `CREATE UNIQUE INDEX parcels_reference ON parcels (coalesce(api_key_id, 0), reference)
        WHERE reference IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX parcels_api_key ON parcels (api_key_id, created_at DESC, id DESC)
        WHERE api_key_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX parcels_api_key`);
    await queryRunner.query(`DROP INDEX parcels_reference`);
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN api_key_id`);
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN reference`);
    await queryRunner.query(`DROP TABLE idempotency_keys`);
    await queryRunner.query(`DROP TABLE api_key_calls`);
    await queryRunner.query(`DROP TABLE api_keys`);
  }
}
