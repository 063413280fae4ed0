import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The parcels that may be late (a copy of parcel-conditions.ts's NOT_DELIVERED_OWN_FIELDS, as of
 * this migration): not at the Delivered stage staff chose, and, with no stage chosen, a status
 * text that does not start with "delivered".
 */
export const NOT_DELIVERED_OWN_FIELDS =
  "NOT (coalesce(stage, '') = 'delivered' OR (stage IS NULL AND coalesce(status_key, '') LIKE 'delivered%'))";

/**
 * Late follows the parcel's stage: parcels_late is rebuilt on the parcel's own fields that say
 * "delivered"; the list and the dashboard then also leave out the statuses Settings' mapping turns
 * into Delivered, among the few rows the index gives.
 */
export class LateByStage1767350000000 implements MigrationInterface {
  name = 'LateByStage1767350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_late`);
    await queryRunner.query(
      `CREATE INDEX parcels_late ON parcels (max_expected_delivery_date) WHERE ${NOT_DELIVERED_OWN_FIELDS}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_late`);
    await queryRunner.query(
      `CREATE INDEX parcels_late ON parcels (max_expected_delivery_date)
       WHERE NOT (lower(coalesce(status, '')) LIKE 'delivered%')`,
    );
  }
}
