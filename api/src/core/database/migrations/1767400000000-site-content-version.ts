import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of what the public site's pages show (docs/architecture.md §6.1a): one row, bumped by
 * triggers in the same transaction as any write to settings, pages or reviews, whichever instance
 * or code path makes it (a restore included). Every instance compares it with the version its
 * rendered pages were drawn at.
 */
export class SiteContentVersion1767400000000 implements MigrationInterface {
  name = 'SiteContentVersion1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE site_content_version (
         id smallint PRIMARY KEY CHECK (id = 1),
         version bigint NOT NULL
       )`,
    );
    await queryRunner.query(`INSERT INTO site_content_version (id, version) VALUES (1, 1)`);
    await queryRunner.query(
      `CREATE FUNCTION bump_site_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE site_content_version SET version = version + 1 WHERE id = 1;
         RETURN NULL;
       END $$`,
    );
    for (const table of ['settings', 'pages', 'reviews']) {
      // Once per statement, not per row: a statement that writes many rows bumps it once.
      await queryRunner.query(
        `CREATE TRIGGER ${table}_site_content_version
           AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['settings', 'pages', 'reviews']) {
      await queryRunner.query(`DROP TRIGGER ${table}_site_content_version ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION bump_site_content_version()`);
    await queryRunner.query(`DROP TABLE site_content_version`);
  }
}
