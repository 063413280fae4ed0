import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff sessions: what each member and the owner see of a session. `public_id` names a session in
 * the API without its secret id (the first 32 hex digits of the SHA-256 of the sid, as
 * core/session/public-session-id.ts computes it); when and where it signed in, with which browser;
 * when and from where it was last seen. Sessions stored before keep working: their public id and
 * sign-in time are filled from what they hold.
 */
export class SessionDetails1767100000002 implements MigrationInterface {
  name = 'SessionDetails1767100000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sessions
        ADD COLUMN public_id varchar(32),
        ADD COLUMN signed_in_at timestamptz,
        ADD COLUMN last_seen_at timestamptz,
        ADD COLUMN signin_ip varchar(64),
        ADD COLUMN last_seen_ip varchar(64),
        ADD COLUMN user_agent varchar(500)`);
    await queryRunner.query(`
      UPDATE sessions SET
        public_id = left(encode(sha256(convert_to(sid, 'UTF8')), 'hex'), 32),
        signed_in_at = CASE WHEN jsonb_typeof(data -> 'signedInAt') = 'number'
          THEN to_timestamp((data ->> 'signedInAt')::double precision / 1000) END`);
    await queryRunner.query(`ALTER TABLE sessions ALTER COLUMN public_id SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS sessions_public_id`);
    await queryRunner.query(`
      ALTER TABLE sessions
        DROP COLUMN user_agent,
        DROP COLUMN last_seen_ip,
        DROP COLUMN signin_ip,
        DROP COLUMN last_seen_at,
        DROP COLUMN signed_in_at,
        DROP COLUMN public_id`);
  }
}
