import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How long people's details are kept after delivery or return becomes a setting the owner
 * changes in the panel (docs/product.md §4.18), no longer the server's PERSONAL_DATA_DAYS.
 */
export class PersonalDataDays1768000900100 implements MigrationInterface {
  name = 'PersonalDataDays1768000900100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings ADD COLUMN personal_data_days integer NOT NULL DEFAULT 365
         CHECK (personal_data_days BETWEEN 1 AND 36500)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE settings DROP COLUMN personal_data_days`);
  }
}
