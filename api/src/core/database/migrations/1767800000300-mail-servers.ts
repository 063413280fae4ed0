import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail server set in the control panel (used when MAIL_URL is unset): one row, empty until
 * staff fill it in. The password is kept sealed (mail/secret-box.ts), never in clear.
 */
export class MailServers1767800000300 implements MigrationInterface {
  name = 'MailServers1767800000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE mail_servers (
         id serial PRIMARY KEY,
         host varchar(253) NOT NULL DEFAULT '',
         port integer NOT NULL DEFAULT 587,
         security varchar(16) NOT NULL DEFAULT 'starttls',
         username varchar(300) NOT NULL DEFAULT '',
         password_sealed text NOT NULL DEFAULT '',
         sender varchar(300) NOT NULL DEFAULT '',
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(`INSERT INTO mail_servers DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_servers`);
  }
}
