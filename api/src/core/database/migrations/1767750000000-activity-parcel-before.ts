import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An update's history entry keeps where the parcel was before it (`parcel_before`: status, stage,
 * current location and map point), so that editing or deleting the newest entry can put the
 * parcel back (docs/product.md §4.5a). Entries added on their own moved nothing: null.
 */
export class ActivityParcelBefore1767750000000 implements MigrationInterface {
  name = 'ActivityParcelBefore1767750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE activities ADD COLUMN parcel_before jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE activities DROP COLUMN parcel_before`);
  }
}
