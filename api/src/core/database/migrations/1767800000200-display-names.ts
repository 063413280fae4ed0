import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every member has a display name (docs/product.md §4.2): the panel shows it in place of the
 * e-mail or the role, and the member sets it from the account screen. Blank names (an account
 * whose name was cleared by hand) take the e-mail's local part, as a new account does, and the
 * database refuses a blank name from now on.
 */
export class DisplayNames1767800000200 implements MigrationInterface {
  name = 'DisplayNames1767800000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE admins SET name = left(split_part(email, '@', 1), 300) WHERE btrim(name) = ''`,
    );
    await queryRunner.query(
      `ALTER TABLE admins ADD CONSTRAINT admins_name_present CHECK (btrim(name) <> '')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admins DROP CONSTRAINT admins_name_present`);
  }
}
