import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (docs/architecture.md, two-factor): TOTP secrets, hashed recovery codes,
 * sign-ins waiting for their second step, and the owner's rule requiring it. Each table belongs
 * to api/src/auth/two-factor; rows go with their account.
 */
export class TwoFactor1766630000001 implements MigrationInterface {
  name = 'TwoFactor1766630000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE two_factor_secrets (
        admin_id integer PRIMARY KEY REFERENCES admins (id) ON DELETE CASCADE,
        secret varchar(64) NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE recovery_codes (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        code_hash varchar(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX recovery_codes_admin ON recovery_codes (admin_id)`);
    await queryRunner.query(`
      CREATE TABLE pending_signins (
        id serial PRIMARY KEY,
        token_hash varchar(64) NOT NULL UNIQUE,
        admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('verify', 'setup')),
        failed_attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX pending_signins_expiry ON pending_signins (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE two_factor_policy (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        required boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO two_factor_policy (id, required) VALUES (1, false)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS two_factor_policy`);
    await queryRunner.query(`DROP TABLE IF EXISTS pending_signins`);
    await queryRunner.query(`DROP TABLE IF EXISTS recovery_codes`);
    await queryRunner.query(`DROP TABLE IF EXISTS two_factor_secrets`);
  }
}
