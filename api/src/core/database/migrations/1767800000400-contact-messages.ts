import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox: visitors' contact-form messages kept for the panel (new, read, answered, archived),
 * deleted after RETENTION_DAYS like the mail they used to exist only as.
 */
export class ContactMessages1767800000400 implements MigrationInterface {
  name = 'ContactMessages1767800000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE contact_messages (
         id serial PRIMARY KEY,
         name varchar(300) NOT NULL DEFAULT '',
         email varchar(300) NOT NULL,
         subject varchar(300) NOT NULL,
         body text NOT NULL,
         status varchar(16) NOT NULL DEFAULT 'new',
         answered_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX contact_messages_status ON contact_messages (status, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
