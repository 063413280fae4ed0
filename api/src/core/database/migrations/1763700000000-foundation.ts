import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SETTINGS } from './default-settings.js';

/** Admins, sessions, password resets, the mail outbox, settings, rate limits and secrets. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admins (
        id serial PRIMARY KEY,
        email varchar(300) NOT NULL UNIQUE,
        password_hash varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The sign-up link is single use: the database itself allows one admin row, so two
    // racing sign-ups cannot both succeed.
    await queryRunner.query(`CREATE UNIQUE INDEX admins_only_one ON admins ((true))`);
    await queryRunner.query(`
      CREATE TABLE password_resets (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
        pin_hash varchar(255) NOT NULL,
        expires_at timestamptz NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_resets_admin ON password_resets (admin_id)`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        sid varchar(128) PRIMARY KEY,
        data jsonb NOT NULL,
        admin_id integer REFERENCES admins(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sessions_admin ON sessions (admin_id)`);
    await queryRunner.query(`CREATE INDEX sessions_expires ON sessions (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE outbox_messages (
        id serial PRIMARY KEY,
        to_address varchar(300) NOT NULL,
        from_address varchar(300) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text,
        status varchar(16) NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX outbox_due ON outbox_messages (next_attempt_at) WHERE status IN ('queued', 'sending')`,
    );
    await queryRunner.query(`
      CREATE TABLE settings (
        id serial PRIMARY KEY,
        contact_email varchar(300) NOT NULL,
        contact_phone varchar(300) NOT NULL DEFAULT '',
        contact_phone_alt varchar(300) NOT NULL DEFAULT '',
        contact_twitter varchar(300) NOT NULL DEFAULT '',
        contact_telegram varchar(300) NOT NULL DEFAULT '',
        contact_instagram varchar(300) NOT NULL DEFAULT '',
        contact_address varchar(300) NOT NULL DEFAULT '',
        mail_driver varchar(16) NOT NULL DEFAULT 'outbox',
        mail_template varchar(16) NOT NULL DEFAULT 'html1',
        meta_description varchar(300) NOT NULL DEFAULT '',
        chat_code text NOT NULL DEFAULT ''
      )`);
    const columns = Object.keys(DEFAULT_SETTINGS);
    await queryRunner.query(
      `INSERT INTO settings (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(DEFAULT_SETTINGS),
    );
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(400) PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE app_secrets (
        name varchar(64) PRIMARY KEY,
        value text NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'app_secrets',
      'rate_limits',
      'settings',
      'outbox_messages',
      'sessions',
      'password_resets',
      'admins',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
