import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (docs/architecture.md §3): each account's WebAuthn credentials, and the challenges of
 * ceremonies under way (single use, a few minutes). Both belong to api/src/auth/passkeys; an
 * account's passkeys go with it.
 */
export class Passkeys1767100000001 implements MigrationInterface {
  name = 'Passkeys1767100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE passkeys (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        credential_id varchar(1400) NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports jsonb NOT NULL DEFAULT '[]',
        name varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX passkeys_admin ON passkeys (admin_id)`);
    await queryRunner.query(`
      CREATE TABLE passkey_challenges (
        id serial PRIMARY KEY,
        challenge varchar(128) NOT NULL UNIQUE,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('register', 'step', 'signin')),
        bound_to varchar(80),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX passkey_challenges_bound ON passkey_challenges (bound_to, purpose)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS passkey_challenges`);
    await queryRunner.query(`DROP TABLE IF EXISTS passkeys`);
  }
}
